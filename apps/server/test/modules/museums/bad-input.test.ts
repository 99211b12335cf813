import { describeBadInput, idCases, pagingCases } from "../shop/bad-input";

describeBadInput("the museum endpoints", [
  ...pagingCases("/museums"),
  {
    name: "search text over 200 characters",
    url: `/museums?q=${"a".repeat(201)}`,
    status: 422,
    code: "validation",
    field: "q",
  },
  ...idCases((id) => `/museums/${id}`, "museum"),
  ...idCases((id) => `/museums/${id}/opening_hours`, "museum (opening hours)"),
  {
    name: "opening hours in an unknown locale",
    url: "/museums/1/opening_hours?locale=xx",
    status: 422,
    code: "invalid_locale",
    field: "locale",
  },
]);
