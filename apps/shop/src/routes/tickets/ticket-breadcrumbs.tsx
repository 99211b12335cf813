// spec selling-core §2: breadcrumbs on ticket screens show filter, group, date and time
// buttons plus a reset link. Without filters (compact style) the filter step is left out.
import { FlowBreadcrumbs, type FlowStep } from "@shop/ui/flow-breadcrumbs";
import { useNavigate, useSearchParams } from "react-router";
import { useShopSettings } from "../../features/shop/shop-context";
import { flowHref } from "../../features/tickets/flow-params";
import { useT } from "../../i18n/use-t";
import { groupLabel } from "./group-label";
import { useTicketsFlow } from "./tickets-context";

export function TicketBreadcrumbs(props: { current: FlowStep; withTime?: boolean }) {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const settings = useShopSettings();
  const { flow, groups, museums, exhibitions, setSelection } = useTicketsFlow();
  const steps: FlowStep[] = settings.compactStyle ? ["group", "date"] : ["filter", "group", "date"];
  if (props.withTime) steps.push("time");

  const exhibition = exhibitions.find((entry) => entry.id === flow.exhibitionId);
  const museum = museums.find((entry) => entry.id === flow.museumId);
  const group = groups.find((entry) => entry.name === flow.group);
  const choices = {
    filter: exhibition?.title ?? museum?.title,
    group: groupLabel(group, t),
    date: flow.hasDate ? flow.date : undefined,
    time: flow.time,
  };

  const go = (step: FlowStep) => {
    switch (step) {
      case "filter":
        navigate(flowHref("filters", params));
        return;
      case "group":
        navigate(flowHref("groups", params));
        return;
      case "date":
        navigate(flowHref("time", params, {}, ["group"]));
        return;
      case "time":
        navigate(flowHref("time", params, {}, ["group", "date"]));
        return;
      default:
        step satisfies never;
    }
  };
  const resetHref = settings.compactStyle ? "/tickets/list" : "/tickets/filters";

  return (
    <FlowBreadcrumbs
      current={props.current}
      steps={steps}
      choices={choices}
      onNavigate={go}
      resetHref={resetHref}
      onReset={() => {
        setSelection(() => ({ quantities: {}, subQuantities: {} }));
        navigate(resetHref);
      }}
    />
  );
}
