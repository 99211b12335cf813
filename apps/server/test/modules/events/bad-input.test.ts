// GET /events's filters as the museum and exhibition pages ask for their events (issue 27,
// item 5; spec surrounding-areas §7 by_museum_ids[], by_exhibition_ids[], per_page, q): an id
// that is no positive integer or a flag that is no boolean answers 422 naming the field.
import { type BadInput, describeBadInput, pagingCases } from "../shop/bad-input";

const v = (name: string, query: string, field: string): BadInput => ({
  name,
  url: `/events?${query}`,
  status: 422,
  code: "validation",
  field,
});

describeBadInput("/events", [
  v("museum id not a number", "by_museum_ids[]=abc", "by_museum_ids[].0"),
  v("museum id zero", "by_museum_ids[]=0", "by_museum_ids[].0"),
  v("exhibition id negative", "by_exhibition_ids[]=-1", "by_exhibition_ids[].0"),
  v("exhibition id a decimal", "by_exhibition_ids[]=1.5", "by_exhibition_ids[].0"),
  v("second museum id bad", "by_museum_ids[]=1&by_museum_ids[]=x", "by_museum_ids[].1"),
  v("future flag not a boolean", "with_bookings_in_future=soon", "with_bookings_in_future"),
  ...pagingCases("/events"),
]);
