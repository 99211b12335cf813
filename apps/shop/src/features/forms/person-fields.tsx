// The fields of a person (spec surrounding-areas §3 Customer, §5; selling-core §4 annual holder,
// §5 "E-mail fields"): salutation, name, surname and e-mail, named as the contract names them
// (GuestRequest, RegistrationRequest, ProfileUpdateRequest, AnnualCustomerRequest), with the
// browser's autofill names and the contract's bounds. The checkout's guest, the one-pager's
// customer and the annual card's new holder draw them together (PersonFields); the account forms,
// which put other fields between them, draw each with PERSON_INPUT (./field-inputs.ts).
import type { ReactNode } from "react";
import { PERSON_INPUT } from "./field-inputs";
import type { TextOptions } from "./field-parts";

/** The kit's parts (useFieldParts) of a form with a person's fields. */
interface PersonParts {
  text(name: "name" | "surname" | "email", options?: TextOptions): ReactNode;
}

export function PersonFields({
  parts,
  salutation,
  email = {},
}: {
  parts: PersonParts;
  /** The salutation's select (the kit's parts.select), if the form asks for one. */
  salutation?: ReactNode;
  /** An optional e-mail (a card holder's) and the hint that says what it is for. */
  email?: { required?: boolean; hint?: string };
}) {
  return (
    <>
      {salutation && (
        <>
          {salutation}
          <div className="hidden sm:block" />
        </>
      )}
      {parts.text("name", PERSON_INPUT.name)}
      {parts.text("surname", PERSON_INPUT.surname)}
      {parts.text("email", { ...PERSON_INPUT.email, ...email })}
      <div className="hidden sm:block" />
    </>
  );
}
