// What a booking rule answers: the value, or the refusal with the error code and the field it
// names (the house error body of DESIGN §5: { error: { code, message, fields: { field } } }).
// The server turns a refusal into its 4xx answer; the shop shows it on the field.

export type BookingRefusalCode =
  | "validation"
  | "sold_out"
  | "max_total_exceeded"
  | "max_participants";

export interface BookingRefusal {
  ok: false;
  code: BookingRefusalCode;
  /** Dotted path of the field, relative to the line ("date", "sub_ticket_quantities.7"). */
  field: string;
  /** An English message for logs and API clients; the shop translates the code. */
  message: string;
}

export type BookingResult<T> = { ok: true; value: T } | BookingRefusal;

export const accepted = <T>(value: T): BookingResult<T> => ({ ok: true, value });

export const refused = (
  field: string,
  message: string,
  code: BookingRefusalCode = "validation",
): BookingRefusal => ({ ok: false, code, field, message });
