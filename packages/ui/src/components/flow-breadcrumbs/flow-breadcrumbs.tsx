import { isIsoDate, isIsoTime } from "@shop/core";
import { type ComponentProps, Fragment, type MouseEvent } from "react";
import type { UiLocale } from "../../i18n/messages";
import { useUiText } from "../../i18n/provider";
import { cn } from "../../lib/cn";
import {
  BreadcrumbItem,
  BreadcrumbLink,
  BreadcrumbList,
  BreadcrumbPage,
  BreadcrumbSeparator,
  Breadcrumbs,
} from "../breadcrumbs/breadcrumbs";
import { buttonVariants } from "../button/button";
import { flowBreadcrumbsMessages } from "./messages";

/** The steps of the ticket flow, in order (spec selling-core §2: filter, group, date, time). */
export const FLOW_STEPS = ["filter", "group", "date", "time"] as const;

export type FlowStep = (typeof FLOW_STEPS)[number];

export type FlowChoices = {
  /** The chosen museum or exhibition, as shown. */
  filter?: string;
  /** The chosen ticket group's name. */
  group?: string;
  /** The chosen day "YYYY-MM-DD"; shown in the locale's medium date format. */
  date?: string;
  /** The chosen start time "HH:MM". */
  time?: string;
};

// en-GB, not en-US: day before month, as everywhere in the shop.
const INTL_LOCALE: Record<UiLocale, string> = {
  de: "de-DE",
  en: "en-GB",
  es: "es-ES",
  fr: "fr-FR",
};

function formatDate(date: string, locale: UiLocale): string {
  // A calendar date has no zone: read and print it in UTC so no machine zone can shift it.
  const utc = Date.UTC(
    Number(date.slice(0, 4)),
    Number(date.slice(5, 7)) - 1,
    Number(date.slice(8, 10)),
  );
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    dateStyle: "medium",
    timeZone: "UTC",
  }).format(utc);
}

export type FlowBreadcrumbsProps = Omit<ComponentProps<"nav">, "children"> & {
  /** The step on screen: marked aria-current="step"; later steps are not shown. */
  current: FlowStep;
  /** The steps this shop has, in order; e.g. without "filter" in the compact style. */
  steps?: readonly FlowStep[];
  /** What the visitor has chosen so far; a step without a choice shows its name only. */
  choices?: FlowChoices;
  /** Called with an earlier step when the visitor goes back to it. */
  onNavigate: (step: FlowStep) => void;
  /** The reset link's target; with onReset alone it is a button. */
  resetHref?: string;
  onReset?: () => void;
};

/**
 * The ticket flow's breadcrumbs: each earlier step shows its choice and leads back to it,
 * then a link that resets the selection. spec selling-core §2 (ticket selection breadcrumbs).
 */
export function FlowBreadcrumbs({
  current,
  steps = FLOW_STEPS,
  choices = {},
  onNavigate,
  resetHref,
  onReset,
  className,
  "aria-label": label,
  ...props
}: FlowBreadcrumbsProps) {
  const { locale, t } = useUiText(flowBreadcrumbsMessages);
  const shown = steps.slice(0, steps.indexOf(current) + 1);

  const textOf = (step: FlowStep): string => {
    const name = t(`flow.${step}`);
    const raw = choices[step];
    if (raw === undefined || raw === "") return name;
    let choice = raw;
    if (step === "date" && isIsoDate(raw)) choice = formatDate(raw, locale);
    if (step === "time" && isIsoTime(raw)) choice = t("flow.timeValue", { time: raw });
    return t("flow.choice", { step: name, choice });
  };

  const reset = (event: MouseEvent) => {
    if (!onReset) return;
    // a plain click stays in the app; a modified click may still open the link elsewhere
    if (resetHref === undefined || !(event.metaKey || event.ctrlKey || event.shiftKey)) {
      event.preventDefault();
      onReset();
    }
  };
  const resetClass = cn(buttonVariants({ variant: "link", size: "sm" }), "px-0");

  return (
    <Breadcrumbs
      data-slot="flow-breadcrumbs"
      aria-label={label ?? t("flow.label")}
      className={cn("flex flex-wrap items-center justify-between gap-x-4 gap-y-1", className)}
      {...props}
    >
      <BreadcrumbList>
        {shown.map((step, index) => (
          <Fragment key={step}>
            {index > 0 && <BreadcrumbSeparator />}
            <BreadcrumbItem data-step={step}>
              {step === current ? (
                <BreadcrumbPage aria-current="step" className="inline-flex min-h-6 items-center">
                  {textOf(step)}
                </BreadcrumbPage>
              ) : (
                <BreadcrumbLink
                  asChild
                  className="inline-flex min-h-6 cursor-pointer items-center text-start"
                >
                  <button type="button" onClick={() => onNavigate(step)}>
                    {textOf(step)}
                  </button>
                </BreadcrumbLink>
              )}
            </BreadcrumbItem>
          </Fragment>
        ))}
      </BreadcrumbList>
      {resetHref !== undefined ? (
        <a
          data-slot="flow-breadcrumbs-reset"
          href={resetHref}
          onClick={reset}
          className={resetClass}
        >
          {t("flow.reset")}
        </a>
      ) : (
        onReset && (
          <button
            data-slot="flow-breadcrumbs-reset"
            type="button"
            onClick={onReset}
            className={resetClass}
          >
            {t("flow.reset")}
          </button>
        )
      )}
    </Breadcrumbs>
  );
}
