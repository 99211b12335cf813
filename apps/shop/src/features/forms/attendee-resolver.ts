// spec selling-core §5: the personalization form validates with react-hook-form (DESIGN §3).
// Its values are the attendees of each cart line, by the line's index; the rules are the
// attendee form's own (validateAttendees of @shop/ui: every name required, a photo unless the
// ticket's photo_mandatory is optional or none). An error lands on its field as
// `items.<line>.<attendee>.<field>` with the rule's key as its message.
import {
  type Attendee,
  type AttendeeErrors,
  type AttendeeFormErrors,
  hasAttendeeErrors,
  type PhotoMandatory,
  validateAttendees,
} from "@shop/ui/attendee-form";
import type { FieldErrors, Resolver } from "react-hook-form";

export interface PersonalizationValues {
  /** The attendees of each cart line, by the line's index (lines without attendees: empty). */
  items: Attendee[][];
}

const FIELDS = ["name", "surname", "email", "photo"] as const;

type FieldErrorsOf = Partial<Record<(typeof FIELDS)[number], { type: string; message: string }>>;

/** A resolver over the lines `rules` names (their photo rule), read at each validation. */
export function attendeesResolver(
  rules: () => ReadonlyMap<number, PhotoMandatory>,
  /** spec selling-core §5: the one-pager asks each attendee's e-mail too. */
  { askEmail = false }: { askEmail?: boolean } = {},
): Resolver<PersonalizationValues> {
  return async (values) => {
    const items: FieldErrorsOf[][] = [];
    for (const [index, photoMandatory] of rules()) {
      const checked = validateAttendees(values.items[index] ?? [], { photoMandatory, askEmail });
      if (!hasAttendeeErrors(checked)) continue;
      items[index] = checked.map((errors: AttendeeErrors) =>
        Object.fromEntries(
          Object.entries(errors).map(([field, key]) => [field, { type: "validate", message: key }]),
        ),
      );
    }
    return items.length === 0
      ? { values, errors: {} }
      : { values: {}, errors: { items } as unknown as FieldErrors<PersonalizationValues> };
  };
}

/** The errors of one line as the attendee form shows them (a rule's key per field). */
export function attendeeErrorsOf(
  errors: FieldErrors<PersonalizationValues>,
  index: number,
): AttendeeFormErrors {
  const line = (errors.items as unknown as (FieldErrorsOf[] | undefined)[] | undefined)?.[index];
  if (!Array.isArray(line)) return [];
  return line.map((attendee) =>
    attendee
      ? Object.fromEntries(
          FIELDS.flatMap((field) =>
            attendee[field]?.message ? [[field, attendee[field]?.message]] : [],
          ),
        )
      : undefined,
  );
}
