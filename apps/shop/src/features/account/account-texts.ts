// The account area's own texts (src/i18n/messages/account), loaded with its pages
// (src/i18n/area-texts.tsx): keys "account.*".
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import type { AreaTables } from "../../i18n/area-texts";
import { useAreaT } from "../../i18n/area-texts";
import type deAccount from "../../i18n/messages/account/de.json";
import { ACCOUNT_ERROR_CODES } from "../forms/contract-resolver";
import { useFieldParts } from "../forms/field-parts";

export type AccountKey = keyof typeof deAccount;

export const ACCOUNT_TABLES: AreaTables = {
  de: () => import("../../i18n/messages/account/de.json"),
  en: () => import("../../i18n/messages/account/en.json"),
  es: () => import("../../i18n/messages/account/es.json"),
  fr: () => import("../../i18n/messages/account/fr.json"),
};

/** The lookup of the account pages: the shop's keys and "account.*". */
export function useAccountT() {
  return useAreaT<AccountKey>();
}

/** The field kit (features/forms/field-parts.tsx) in the account's words: account.field.<code>. */
export function useAccountFieldParts<Values extends FieldValues>(
  form: UseFormReturn<Values>,
  label: (name: Path<Values>) => string,
) {
  const t = useAccountT();
  return useFieldParts(form, {
    label,
    codes: ACCOUNT_ERROR_CODES,
    error: (code) => t(`account.field.${code}`),
  });
}
