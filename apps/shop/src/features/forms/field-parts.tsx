// The shop's one field kit (DESIGN §3, spec surrounding-areas §5): each field of a
// react-hook-form with its label and, once wrong, its message — the code the contract resolver
// or the server set (./contract-resolver.ts), said in the form's own table (checkout.field.*,
// account.field.*, onepager.field.*, annual.detail.*). @shop/ui Field marks the control invalid
// and has screen readers read the message with it; the alert above the form (./form-alert.tsx)
// names the attempt and takes the focus. Checkboxes: ./checkbox-field.tsx.
import { Field } from "@shop/ui/field";
import { Input } from "@shop/ui/input";
import { NativeSelect } from "@shop/ui/native-select";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { errorCodeOf } from "./contract-resolver";

export interface TextOptions {
  type?: "text" | "email" | "password";
  autoComplete?: string;
  hint?: string;
  required?: boolean;
  /** The contract's bound, so the form never sends what the server refuses for length. */
  maxLength?: number;
}

export interface SelectOptions {
  /** The empty first option's text ("Please choose"); none when the field always has a value. */
  choose?: string;
  required?: boolean;
  autoComplete?: string;
}

/** How a form names its fields and says its error codes. */
export interface FieldTexts<Values extends FieldValues, Code extends string> {
  label: (name: Path<Values>) => string;
  /** The codes the form has texts for (others are not shown). */
  codes: readonly Code[];
  error: (code: Code) => string;
}

/** Renders the fields of `form`, labelled and their errors said by `texts`. */
export function useFieldParts<Values extends FieldValues, Code extends string>(
  // biome-ignore lint/suspicious/noExplicitAny: the form's context type is the caller's
  form: UseFormReturn<Values, any>,
  texts: FieldTexts<Values, Code>,
) {
  const { errors } = form.formState;
  const errorOf = (name: Path<Values>) => {
    const code = errorCodeOf(errors, name, texts.codes);
    return code ? texts.error(code) : undefined;
  };
  return {
    /** The message of `name`'s error, if it has one (for a field the kit does not draw). */
    errorOf,
    label: texts.label,
    text(name: Path<Values>, options: TextOptions = {}) {
      return (
        <Field
          key={name}
          label={texts.label(name)}
          hint={options.hint}
          required={options.required ?? true}
          error={errorOf(name)}
        >
          <Input
            type={options.type ?? "text"}
            autoComplete={options.autoComplete}
            maxLength={options.maxLength}
            {...form.register(name)}
          />
        </Field>
      );
    },
    select(
      name: Path<Values>,
      choices: readonly { id: number; label: string }[],
      options: SelectOptions = {},
    ) {
      return (
        <Field
          key={name}
          label={texts.label(name)}
          required={options.required ?? true}
          error={errorOf(name)}
        >
          <NativeSelect autoComplete={options.autoComplete} {...form.register(name)}>
            {options.choose !== undefined && <option value="">{options.choose}</option>}
            {choices.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.label}
              </option>
            ))}
          </NativeSelect>
        </Field>
      );
    },
  };
}
