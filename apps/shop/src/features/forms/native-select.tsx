// A native select for the shop's forms and filters: keyboard and screen readers know it, it
// needs no portal, and a phone opens its own picker. It joins its Field (label, error, aria-invalid) like the library's controls.
import { useFieldControl } from "@shop/ui/field";
import { inputVariants } from "@shop/ui/input";
import type { ComponentProps } from "react";

export function NativeSelect({ className, ...props }: ComponentProps<"select">) {
  const control = useFieldControl(props);
  return <select className={`${inputVariants()} min-h-10 ${className ?? ""}`} {...control} />;
}
