// The pieces of the account forms (spec surrounding-areas §5): each field with its label and,
// once wrong, its message (the resolver's or the server's first, §5), and the alert above the
// form that names what went wrong and takes the focus (features/forms/use-form-alert.ts).
import { LANGUAGE_IDS, type Locale } from "@shop/core/constants";
import { Alert } from "@shop/ui/alert";
import { Checkbox } from "@shop/ui/checkbox";
import { Field, Label } from "@shop/ui/field";
import { Input } from "@shop/ui/input";
import { NativeSelect } from "@shop/ui/native-select";
import { type ReactNode, useId } from "react";
import { Controller, type FieldValues, type Path, type UseFormReturn } from "react-hook-form";
import { accountErrorCodeOf } from "../../features/account/account-fields";
import type { AccountKey } from "../../features/account/account-texts";
import { useAccountT } from "../../features/account/account-texts";
import type { FormProblem } from "../../features/forms/use-form-alert";
import { useShop } from "../../features/shop/shop-context";
import { refusalMessage } from "../../lib/refusal-text";

export interface TextOptions {
  type?: "text" | "email" | "password";
  autoComplete?: string;
  hint?: string;
  required?: boolean;
}

/** Renders the fields of `form`, labelled by `label(name)`. */
export function useFieldParts<Values extends FieldValues>(
  form: UseFormReturn<Values>,
  label: (name: Path<Values>) => string,
) {
  const t = useAccountT();
  const { errors } = form.formState;
  const message = (name: Path<Values>) => {
    const code = accountErrorCodeOf(errors, name);
    return code ? t(`account.field.${code}`) : undefined;
  };
  return {
    text(name: Path<Values>, options: TextOptions = {}) {
      return (
        <Field
          key={name}
          label={label(name)}
          hint={options.hint}
          required={options.required ?? true}
          error={message(name)}
        >
          <Input
            type={options.type ?? "text"}
            autoComplete={options.autoComplete}
            {...form.register(name)}
          />
        </Field>
      );
    },
    select(
      name: Path<Values>,
      options: readonly { id: number; label: string }[],
      choose: string | undefined,
    ) {
      return (
        <Field key={name} label={label(name)} required error={message(name)}>
          <NativeSelect {...form.register(name)}>
            {choose !== undefined && <option value="">{choose}</option>}
            {options.map((option) => (
              <option key={option.id} value={option.id}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
        </Field>
      );
    },
    checkbox(name: Path<Values>, text: ReactNode) {
      return <CheckboxField key={name} form={form} name={name} text={text} error={message(name)} />;
    },
  };
}

function CheckboxField<Values extends FieldValues>(props: {
  form: UseFormReturn<Values>;
  name: Path<Values>;
  text: ReactNode;
  error: string | undefined;
}) {
  const id = useId();
  return (
    <div className="grid gap-1">
      <div className="flex items-start gap-3">
        <Controller
          control={props.form.control}
          name={props.name}
          render={({ field }) => (
            <Checkbox
              id={id}
              ref={field.ref}
              name={field.name}
              checked={field.value === true}
              required
              className="mt-0.5"
              aria-invalid={props.error ? true : undefined}
              aria-describedby={props.error ? `${id}-error` : undefined}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
            />
          )}
        />
        <Label htmlFor={id} className="font-normal">
          {props.text}
        </Label>
      </div>
      {props.error && (
        <p id={`${id}-error`} className="text-destructive text-sm">
          {props.error}
        </p>
      )}
    </div>
  );
}

/**
 * The alert above a form: a rate limit names its wait; a failed call `failed(problem)`'s text
 * (the page knows what its failures mean); wrong fields the summary.
 */
export function FormAlert(props: {
  alert: {
    attempt: number;
    problem: FormProblem | undefined;
    shown: boolean;
  };
  failed: (problem: Extract<FormProblem, { kind: "failed" }>) => AccountKey;
}) {
  const t = useAccountT();
  const { problem, shown, attempt } = props.alert;
  if (!shown) return null;
  let text: string;
  if (problem?.kind === "refusal") {
    const { key, values } = refusalMessage(problem.refusal);
    text = t(key, values);
  } else if (problem?.kind === "failed") text = t(props.failed(problem));
  else text = t("account.form.errorSummary");
  return (
    <Alert focusOn={attempt} variant="destructive">
      {text}
    </Alert>
  );
}

/** The languages the shop offers, as options of a language select (each in its own name). */
export function useLanguageOptions(): { id: number; label: string }[] {
  const t = useAccountT();
  return useShop()
    .config.locales.filter((code): code is Locale => Object.hasOwn(LANGUAGE_IDS, code))
    .map((code) => ({ id: LANGUAGE_IDS[code], label: t(`language.${code}`) }));
}

/**
 * One checkbox per newsletter group, labelled by its checkbox text (surrounding-areas §3:
 * newsletter choices), in a group named by `legend`; `value` holds the ids ticked.
 */
export function NewsletterBoxes(props: {
  legend: string;
  groups: readonly { id: number; name: string; checkbox_text: string }[];
  value: readonly string[];
  onChange: (ids: string[]) => void;
}) {
  const id = useId();
  if (props.groups.length === 0) return null;
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 font-heading font-semibold text-lg">{props.legend}</legend>
      {props.groups.map((group) => {
        const key = String(group.id);
        const checked = props.value.includes(key);
        return (
          <div key={key} className="flex items-start gap-3">
            <Checkbox
              id={`${id}-${key}`}
              checked={checked}
              className="mt-0.5"
              onCheckedChange={(on) =>
                props.onChange(
                  on === true
                    ? [...props.value.filter((one) => one !== key), key]
                    : props.value.filter((one) => one !== key),
                )
              }
            />
            <Label htmlFor={`${id}-${key}`} className="font-normal">
              <span className="block font-semibold">{group.name}</span>
              {group.checkbox_text}
            </Label>
          </div>
        );
      })}
    </fieldset>
  );
}
