import { createContext, use } from "react";

export type FieldContextValue = {
  controlId: string;
  labelId: string;
  hintId?: string;
  errorId?: string;
  invalid: boolean;
  required: boolean;
  disabled: boolean;
  /** The control is a group (radio group, checkbox list): it is named by aria-labelledby. */
  group: boolean;
};

export const FieldContext = createContext<FieldContextValue | null>(null);

type ControlProps = {
  id?: string;
  "aria-describedby"?: string;
  "aria-labelledby"?: string;
  "aria-invalid"?: boolean | "true" | "false" | "grammar" | "spelling";
  required?: boolean;
  disabled?: boolean;
};

/**
 * Wires a control to the Field around it: its id for the label, aria-describedby to the hint
 * and error, aria-invalid, required and disabled. The control's own props win, except its id,
 * which the label points at (set Field's `controlId` instead).
 */
export function useFieldControl<P extends ControlProps>(props: P): P {
  const field = use(FieldContext);
  if (field === null) return props;
  const describedBy = [props["aria-describedby"], field.hintId, field.errorId]
    .filter(Boolean)
    .join(" ");
  return {
    ...props,
    ...(field.group
      ? { "aria-labelledby": props["aria-labelledby"] ?? field.labelId }
      : // the label points at this id: choose it with Field's controlId, not the control's id
        { id: field.controlId }),
    "aria-describedby": describedBy || undefined,
    "aria-invalid": props["aria-invalid"] ?? (field.invalid || undefined),
    required: props.required ?? (field.required || undefined),
    disabled: props.disabled ?? (field.disabled || undefined),
  };
}
