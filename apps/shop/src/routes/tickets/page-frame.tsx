// The frame of every ticket step: breadcrumbs, the page's heading (also the tab's title) and
// its content.
import type { FlowStep } from "@shop/ui/flow-breadcrumbs";
import type { ReactNode } from "react";
import { useT } from "../../i18n/use-t";
import { usePageTitle } from "../../lib/use-page-title";
import { TicketBreadcrumbs } from "./ticket-breadcrumbs";

export function PageFrame(props: {
  title: string;
  step?: FlowStep;
  withTime?: boolean;
  intro?: ReactNode;
  children: ReactNode;
}) {
  const t = useT();
  usePageTitle(props.title, t("app.name"));
  return (
    <div className="grid gap-6 py-6">
      {props.step && <TicketBreadcrumbs current={props.step} withTime={props.withTime ?? false} />}
      <h1 className="font-bold font-heading text-3xl">{props.title}</h1>
      {props.intro}
      {props.children}
    </div>
  );
}
