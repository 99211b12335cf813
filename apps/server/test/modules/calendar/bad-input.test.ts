import { type BadInput, describeBadInput } from "../shop/bad-input";

const v = (name: string, query: string, field: string): BadInput => ({
  name,
  url: `/tickets/calendar?${query}`,
  status: 422,
  code: "validation",
  field,
});
const RANGE = "start_at=2030-06-01&end_at=2030-06-30";

describeBadInput("/tickets/calendar", [
  v("no range", "", "start_at"),
  v("no end", "start_at=2030-06-01", "end_at"),
  v("malformed start", "start_at=2030-6-1&end_at=2030-06-30", "start_at"),
  v("a start that does not exist", "start_at=2030-02-30&end_at=2030-03-30", "start_at"),
  v("end before start", "start_at=2030-06-30&end_at=2030-06-01", "end_at"),
  v("more than 93 days", "start_at=2030-06-01&end_at=2030-09-02", "end_at"),
  v("ticket id not a number", `${RANGE}&by_ticket_ids[]=abc`, "by_ticket_ids[].0"),
  v("museum id zero", `${RANGE}&by_museum_ids[]=0`, "by_museum_ids[].0"),
  v("exhibition id negative", `${RANGE}&by_exhibition_ids[]=-1`, "by_exhibition_ids[].0"),
  v("unknown ticket type", `${RANGE}&by_ticket_types[]=day`, "by_ticket_types[].0"),
  v("unknown single ticket type", `${RANGE}&by_ticket_type=x`, "by_ticket_type"),
  v("bookable not a boolean", `${RANGE}&by_bookable=nope`, "by_bookable"),
  v(
    "audience not an id",
    `${RANGE}&by_price_target_audience_id=1.5`,
    "by_price_target_audience_id",
  ),
  {
    name: "unknown locale",
    url: `/tickets/calendar?${RANGE}&locale=xx`,
    status: 422,
    code: "invalid_locale",
    field: "locale",
  },
]);
