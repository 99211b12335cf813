// A checkbox of a react-hook-form (spec surrounding-areas §5: the terms to accept), part of the
// field kit (./field-parts.tsx): its label beside it and, once wrong, the message the kit's
// errorOf says, read with the box. Apart from the kit's text fields, so a form without a
// checkbox does not load @shop/ui's.
import { Checkbox } from "@shop/ui/checkbox";
import { Label } from "@shop/ui/field";
import { type ReactNode, useId } from "react";
import { Controller, type FieldValues, type Path, type UseFormReturn } from "react-hook-form";

export function CheckboxField<Values extends FieldValues>(props: {
  form: UseFormReturn<Values>;
  name: Path<Values>;
  text: ReactNode;
  /** The field's message (the kit's errorOf), if it is wrong. */
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
