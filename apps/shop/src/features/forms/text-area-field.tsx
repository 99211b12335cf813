// A text of several lines of a react-hook-form (a rating's comment), part of the field kit
// (./field-parts.tsx): labelled, its bound the contract's, and once wrong the kit's message.
// Apart from the kit's text fields, so a form without one does not load @shop/ui's textarea.
import { Field } from "@shop/ui/field";
import { Textarea } from "@shop/ui/textarea";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";

export function TextAreaField<Values extends FieldValues>(props: {
  form: UseFormReturn<Values>;
  name: Path<Values>;
  label: string;
  hint?: string;
  /** The contract's bound, so the form never sends what the server refuses for length. */
  maxLength: number;
  required?: boolean;
  /** The field's message (the kit's errorOf), if it is wrong. */
  error: string | undefined;
}) {
  return (
    <Field
      label={props.label}
      hint={props.hint}
      required={props.required ?? false}
      error={props.error}
    >
      <Textarea maxLength={props.maxLength} {...props.form.register(props.name)} />
    </Field>
  );
}
