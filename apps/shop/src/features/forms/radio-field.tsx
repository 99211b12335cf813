// A choice of one among a few of a react-hook-form (an annual card's person and address, the
// stars of a rating), part of the field kit (./field-parts.tsx): the group's label as its
// legend, each radio with its own label, and, once wrong, the message the kit's errorOf says,
// read with the group. Apart from the kit's text fields, so a form without radios does not
// load @shop/ui's.
import { Field, Label } from "@shop/ui/field";
import { RadioGroup, RadioGroupItem } from "@shop/ui/radio-group";
import { useId } from "react";
import { Controller, type FieldValues, type Path, type UseFormReturn } from "react-hook-form";

export interface RadioChoice {
  value: string;
  label: string;
}

export function RadioField<Values extends FieldValues>(props: {
  form: UseFormReturn<Values>;
  name: Path<Values>;
  label: string;
  choices: readonly RadioChoice[];
  /** The field's message (the kit's errorOf), if it is wrong. */
  error: string | undefined;
  /** Side by side (a scale of stars) rather than one under the other. */
  inline?: boolean;
}) {
  const id = useId();
  return (
    <Controller
      control={props.form.control}
      name={props.name}
      render={({ field }) => (
        <Field label={props.label} group required error={props.error}>
          <RadioGroup
            value={field.value ?? ""}
            onValueChange={field.onChange}
            name={field.name}
            orientation={props.inline ? "horizontal" : "vertical"}
            className={props.inline ? "flex flex-wrap gap-x-5 gap-y-2" : undefined}
          >
            {props.choices.map((choice) => (
              <div key={choice.value} className="flex items-center gap-2">
                <RadioGroupItem value={choice.value} id={`${id}-${choice.value}`} />
                <Label htmlFor={`${id}-${choice.value}`}>{choice.label}</Label>
              </div>
            ))}
          </RadioGroup>
        </Field>
      )}
    />
  );
}
