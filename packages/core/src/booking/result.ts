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
  /**
   * What may still be taken, when the refusal is about an amount: the places left (sold_out),
   * the most a booking may name (max_participants). The error body's `available`.
   */
  available?: number;
}

export type BookingResult<T> = { ok: true; value: T } | BookingRefusal;

export const accepted = <T>(value: T): BookingResult<T> => ({ ok: true, value });

export const refused = (
  field: string,
  message: string,
  code: BookingRefusalCode = "validation",
  available?: number,
): BookingRefusal =>
  available === undefined
    ? { ok: false, code, field, message }
    : { ok: false, code, field, message, available };
