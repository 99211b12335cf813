import { cva } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";
import { focusRing } from "../../lib/focus-ring";
import { useFieldControl } from "../field/field-context";

/** The box of every text-like control; an invalid one gets a thicker, destructive border. */
export const inputVariants = cva(
  cn(
    "w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base text-foreground md:text-sm",
    "placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-50",
    "aria-invalid:border-2 aria-invalid:border-destructive",
    focusRing,
  ),
);

export type InputProps = ComponentProps<"input">;

export function Input({ className, type = "text", ...props }: InputProps) {
  const control = useFieldControl(props);
  return (
    <input
      data-slot="input"
      type={type}
      className={cn(inputVariants(), "min-h-10", className)}
      {...control}
    />
  );
}
