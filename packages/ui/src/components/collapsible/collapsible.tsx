import * as CollapsiblePrimitive from "@radix-ui/react-collapsible";
import { type ComponentProps, createContext, use, useState } from "react";
import { useUiMessages } from "../../i18n/provider";
import { cn } from "../../lib/cn";
import { ChevronDownIcon } from "../../lib/icons";
import { buttonVariants } from "../button/button";

// WAI-ARIA disclosure: the trigger is a button with aria-expanded and aria-controls.
// Radix keeps its open state private; this copy lets ShowMoreTrigger name itself after it.
const OpenContext = createContext(false);

export function Collapsible({
  open,
  defaultOpen = false,
  onOpenChange,
  ...props
}: ComponentProps<typeof CollapsiblePrimitive.Root>) {
  const [own, setOwn] = useState(defaultOpen);
  const isOpen = open ?? own;
  const handleOpenChange = (next: boolean) => {
    setOwn(next);
    onOpenChange?.(next);
  };
  return (
    <OpenContext value={isOpen}>
      <CollapsiblePrimitive.Root
        data-slot="collapsible"
        open={isOpen}
        onOpenChange={handleOpenChange}
        {...props}
      />
    </OpenContext>
  );
}

export function CollapsibleTrigger(props: ComponentProps<typeof CollapsiblePrimitive.Trigger>) {
  return <CollapsiblePrimitive.Trigger data-slot="collapsible-trigger" {...props} />;
}

export function CollapsibleContent(props: ComponentProps<typeof CollapsiblePrimitive.Content>) {
  return <CollapsiblePrimitive.Content data-slot="collapsible-content" {...props} />;
}

export type ShowMoreTriggerProps = Omit<
  ComponentProps<typeof CollapsiblePrimitive.Trigger>,
  "children"
> & {
  showMoreLabel?: string;
  showLessLabel?: string;
};

/** A "show more / show less" trigger whose text follows the state, in the page language. */
export function ShowMoreTrigger({
  showMoreLabel,
  showLessLabel,
  className,
  ...props
}: ShowMoreTriggerProps) {
  const { t } = useUiMessages();
  const open = use(OpenContext);
  return (
    <CollapsiblePrimitive.Trigger
      data-slot="collapsible-trigger"
      className={cn(buttonVariants({ variant: "link", size: "sm" }), "group px-0", className)}
      {...props}
    >
      {open ? (showLessLabel ?? t("showLess")) : (showMoreLabel ?? t("showMore"))}
      <ChevronDownIcon className="transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none" />
    </CollapsiblePrimitive.Trigger>
  );
}
