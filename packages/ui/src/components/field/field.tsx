import { type ComponentProps, type ReactNode, useId } from "react";
import { useUiMessages } from "../../i18n/provider";
import { cn } from "../../lib/cn";
import { AlertCircleIcon } from "../../lib/icons";
import { FieldContext, type FieldContextValue } from "./field-context";

export { FieldContext, type FieldContextValue, useFieldControl } from "./field-context";

export type LabelProps = ComponentProps<"label">;

/** A form label; clicking it focuses or toggles the control it names. */
export function Label({ className, ...props }: LabelProps) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: callers pass htmlFor or wrap the control
    <label
      data-slot="label"
      className={cn(
        "font-medium text-foreground text-sm leading-snug peer-disabled:cursor-not-allowed peer-disabled:opacity-50",
        className,
      )}
      {...props}
    />
  );
}

export type FieldProps = Omit<ComponentProps<"div">, "children"> & {
  label: ReactNode;
  /** Help shown under the label and read after the control's name. */
  hint?: ReactNode;
  /** The validation message; marks the control invalid and is read with it. */
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** For a radio group or a list of checkboxes: the label names the group. */
  group?: boolean;
  /** The control's id; generated when missing. */
  controlId?: string;
  children: ReactNode;
};

/**
 * Label, hint, error and required marker around one control, wired for screen readers
 * (GOV.UK order: label, hint, error, control). Controls of this library join it by themselves.
 */
export function Field({
  label,
  hint,
  error,
  required = false,
  disabled = false,
  group = false,
  controlId,
  className,
  children,
  ...props
}: FieldProps) {
  const { t } = useUiMessages();
  const baseId = useId();
  const invalid = error !== undefined && error !== null && error !== false && error !== "";
  const context: FieldContextValue = {
    controlId: controlId ?? `${baseId}-control`,
    labelId: `${baseId}-label`,
    hintId: hint ? `${baseId}-hint` : undefined,
    errorId: invalid ? `${baseId}-error` : undefined,
    invalid,
    required,
    disabled,
    group,
  };
  const marker = required && (
    <span
      data-slot="field-required"
      title={t("required")}
      aria-hidden="true"
      className="ms-0.5 text-destructive"
    >
      *
    </span>
  );
  return (
    <div
      data-slot="field"
      data-invalid={invalid || undefined}
      data-disabled={disabled || undefined}
      // only the control dims when disabled: label, hint and error stay readable (WCAG 1.4.3)
      className={cn("grid gap-1.5", className)}
      {...props}
    >
      {group ? (
        <div id={context.labelId} data-slot="field-label" className="font-medium text-sm">
          {label}
          {marker}
        </div>
      ) : (
        <Label id={context.labelId} htmlFor={context.controlId} data-slot="field-label">
          {label}
          {marker}
        </Label>
      )}
      {hint && (
        <p id={context.hintId} data-slot="field-hint" className="text-muted-foreground text-sm">
          {hint}
        </p>
      )}
      {invalid && (
        <p
          id={context.errorId}
          data-slot="field-error"
          className="flex items-start gap-1 font-medium text-destructive text-sm"
        >
          <AlertCircleIcon className="mt-0.5 shrink-0" />
          {error}
        </p>
      )}
      <FieldContext value={context}>{children}</FieldContext>
    </div>
  );
}
