// The fields of a person (spec surrounding-areas §3 Customer, §5; selling-core §4 annual holder,
// §5 "E-mail fields"): salutation, name, surname and e-mail, named as the contract names them
// (GuestRequest, RegistrationRequest, ProfileUpdateRequest, AnnualCustomerRequest), with the
// browser's autofill names and the contract's bounds. The checkout's guest, the one-pager's
// customer and the annual card's new holder draw them together (PersonFields); the account forms,
// which put other fields between them, draw each with PERSON_INPUT.
import type { FieldValues, Path } from "react-hook-form";
import type { FieldParts, TextOptions } from "./field-parts";

export const PERSON_INPUT = {
  name: { autoComplete: "given-name", maxLength: 100 },
  surname: { autoComplete: "family-name", maxLength: 100 },
  email: { type: "email", autoComplete: "email", maxLength: 254 },
} as const satisfies Record<string, TextOptions>;

export interface PersonValues {
  name: string;
  surname: string;
  email: string;
}

export function PersonFields<Values extends FieldValues & PersonValues>({
  parts,
  salutations,
  choose,
  email = {},
}: {
  parts: FieldParts<Values>;
  /** The salutations to choose from (GET /customer_salutations); none: no salutation field. */
  salutations?: readonly { id: number; salutation: string }[];
  /** The salutation's empty option ("Please choose"). */
  choose?: string;
  /** An optional e-mail (a card holder's) and the hint that says what it is for. */
  email?: { required?: boolean; hint?: string };
}) {
  const name = (field: string) => field as Path<Values>;
  return (
    <>
      {salutations && (
        <>
          {parts.select(
            name("customer_salutation_id"),
            salutations.map((s) => ({ id: s.id, label: s.salutation })),
            { choose },
          )}
          <div className="hidden sm:block" />
        </>
      )}
      {parts.text(name("name"), PERSON_INPUT.name)}
      {parts.text(name("surname"), PERSON_INPUT.surname)}
      {parts.text(name("email"), { ...PERSON_INPUT.email, ...email })}
      <div className="hidden sm:block" />
    </>
  );
}
