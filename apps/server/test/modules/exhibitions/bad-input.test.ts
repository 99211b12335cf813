import { describeBadInput, idCases, pagingCases } from "../shop/bad-input";

describeBadInput("the exhibition endpoints", [
  ...pagingCases("/exhibitions"),
  {
    name: "museum filter not an id",
    url: "/exhibitions?by_museum_ids[]=1&by_museum_ids[]=x",
    status: 422,
    code: "validation",
    field: "by_museum_ids[].1",
  },
  {
    name: "museum filter zero",
    url: "/exhibitions?by_museum_ids[]=0",
    status: 422,
    code: "validation",
    field: "by_museum_ids[].0",
  },
  ...idCases((id) => `/exhibitions/${id}`, "exhibition"),
]);
