// The field kit (features/forms/field-parts.tsx) in the checkout's words: checkout.field.<code>
// (the guest form, the shipping address, the annual card's address).
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { useT } from "../../i18n/use-t";
import { FIELD_ERROR_CODES } from "../forms/contract-resolver";
import { useFieldParts } from "../forms/field-parts";

export function useCheckoutFieldParts<Values extends FieldValues>(
  // biome-ignore lint/suspicious/noExplicitAny: the form's context type is the caller's
  form: UseFormReturn<Values, any>,
  label: (name: Path<Values>) => string,
) {
  const t = useT();
  return useFieldParts(form, {
    label,
    codes: FIELD_ERROR_CODES,
    error: (code) => t(`checkout.field.${code}`),
  });
}
