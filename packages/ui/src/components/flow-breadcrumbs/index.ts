export {
  FLOW_STEPS,
  FlowBreadcrumbs,
  type FlowBreadcrumbsProps,
  type FlowChoices,
  type FlowStep,
} from "./flow-breadcrumbs";
export { flowBreadcrumbsMessages } from "./messages";
