import { type BadInput, describeBadInput } from "./bad-input";

const locale = (url: string, value: string): BadInput => ({
  name: `${url} locale ${value}`,
  url: `${url}?locale=${value}`,
  status: 422,
  code: "invalid_locale",
  field: "locale",
});

describeBadInput("/shop and /locales", [
  locale("/shop", "xx"),
  locale("/shop", "es"),
  locale("/shop", "DE"),
  locale("/shop", ""),
  locale("/shop", "de&locale=en"),
  locale("/locales", "klingon"),
]);
