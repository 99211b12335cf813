export {
  Collapsible,
  CollapsibleContent,
  CollapsibleTrigger,
  ShowMoreTrigger,
  type ShowMoreTriggerProps,
} from "./collapsible";
