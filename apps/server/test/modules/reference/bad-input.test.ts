import { describeBadInput, pagingCases } from "../shop/bad-input";

describeBadInput("/countries and /customer_salutations", [
  ...pagingCases("/countries"),
  ...pagingCases("/customer_salutations"),
]);
