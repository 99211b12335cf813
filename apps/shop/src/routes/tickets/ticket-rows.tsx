// spec selling-core §4 "Ticket list", §5, §9: one row per ticket with price and quantity.
// Options come from @shop/core (min/max persons, places left over the quotas after the other
// rows, mantle sub tickets, single deselect, maxItemsPerList); booked-out rows are disabled;
// a few-tickets hint shows at or below fewSeatsPercent; above 10 rows the free tickets wait
// behind "show more".
import {
  clampQuantity,
  isBookedOut,
  listPriceCents,
  quantityOptions,
  subTicketOptions,
  unitPriceCents,
} from "@shop/core";
import type { Ticket, TicketCapacity } from "@shop/core/contract";
import { Badge } from "@shop/ui/badge";
import { Button } from "@shop/ui/button";
import { Price } from "@shop/ui/money";
import { QUANTITY_BUTTONS_MAX, QuantitySelector } from "@shop/ui/quantity-selector";
import { useState } from "react";
import { useShopSettings } from "../../features/shop/shop-context";
import { isFewLeft, ticketPlaces } from "../../features/tickets/availability";
import { distinctRowTitles } from "../../features/tickets/row-titles";
import {
  effectiveSubSelection,
  subQuantityOf,
  withQuantity,
  withSubQuantity,
} from "../../features/tickets/selection";
import { useT } from "../../i18n/use-t";
import { type TicketsFlow, useTicketsFlow } from "./tickets-context";

/** The selection the rows change and the houses their titles name. */
export type RowsState = Pick<TicketsFlow, "selection" | "setSelection" | "museums"> & {
  /** VIP: single selection mode (spec selling-core §4). */
  vip: boolean;
};

// spec selling-core §9: above 10 tickets, free tickets are hidden behind 'show more'.
export const SHOW_MORE_ABOVE = 10;

export interface TicketRowsProps {
  tickets: readonly Ticket[];
  /** Free places per quota id; undefined while not known (then only the person bounds apply). */
  capacities?: Readonly<Record<number, number>> | undefined;
  /** Capacity answers per ticket id, for the few-tickets hint. */
  capacityOf?: ((ticketId: number) => TicketCapacity | undefined) | undefined;
  date?: string | undefined;
  time?: string | undefined;
  /** Whether the group shows its tickets' content attributes (reduction reason). */
  withContent?: boolean;
  /**
   * The level of each row's title: h2 right under the page's h1, h3 inside a section with its
   * own h2 (combi page), h4 under a group's h3 (one-pager), so the outline never skips a level
   * (WCAG 1.3.1, axe heading-order).
   */
  headingLevel?: "h2" | "h3" | "h4";
  /** The selection outside the /tickets flow (the one-pager); the flow's own otherwise. */
  state?: RowsState;
  /**
   * spec selling-core §9: quantity buttons for at most this many quantities, a select above
   * (the one-pager's selectButtonsMax); a select always when not given.
   */
  maxButtons?: number;
  /**
   * Every row offers 0 whatever the single-deselect setting (the one-pager, whose default
   * ticket is chosen for the visitor, who must be able to take it back).
   */
  withZero?: boolean;
}

function priceOf(ticket: Ticket, date: string | undefined, time: string | undefined) {
  const moment = { ...(date ? { date } : {}), ...(time ? { time } : {}) };
  const cents = unitPriceCents(ticket, moment);
  const before = listPriceCents(ticket, moment);
  return { cents, before };
}

export function TicketRows(props: TicketRowsProps) {
  const t = useT();
  const settings = useShopSettings();
  const flowState = useTicketsFlow();
  const { selection, setSelection, museums, vip } = props.state ?? {
    ...flowState,
    vip: flowState?.flow.vip ?? false,
  };
  const [showAll, setShowAll] = useState(false);
  const { tickets, date, time } = props;
  const Heading = props.headingLevel ?? "h2";

  const context = {
    capacities: props.capacities ?? {},
    selection: selection.quantities,
    subSelection: effectiveSubSelection(selection, [...tickets]),
    tickets,
    settings: {
      maxItemsPerList: settings.maxItemsPerList,
      singleDeselect: props.withZero === true || settings.singleDeselect,
    },
  };
  const isFree = (ticket: Ticket) => priceOf(ticket, date, time).cents === 0;
  const hidesFree = tickets.length > SHOW_MORE_ABOVE && !showAll;
  const shown = hidesFree
    ? tickets.filter((ticket) => !isFree(ticket) || (selection.quantities[ticket.id] ?? 0) > 0)
    : tickets;
  const hidden = tickets.length - shown.length;
  const titles = distinctRowTitles(tickets, museums);
  const display = props.maxButtons === undefined ? "select" : "auto";
  const maxButtons = props.maxButtons ?? QUANTITY_BUTTONS_MAX;

  return (
    <div className="grid gap-4">
      <ul className="grid divide-y divide-border rounded-md border border-border bg-card">
        {shown.map((ticket) => {
          const options = quantityOptions(ticket, context);
          const value = clampQuantity(selection.quantities[ticket.id] ?? 0, options);
          const { cents, before } = priceOf(ticket, date, time);
          const places = ticketPlaces(props.capacityOf?.(ticket.id), time);
          const few = places && isFewLeft(places, settings.fewSeatsPercent);
          const bookedOut = isBookedOut(ticket);
          const titleId = `ticket-${ticket.id}-title`;
          const title = titles.get(ticket.id) ?? ticket.title;
          return (
            <li
              key={ticket.id}
              aria-labelledby={titleId}
              data-booked-out={bookedOut || undefined}
              className="grid gap-3 p-4 sm:grid-cols-[1fr_auto] sm:items-start"
            >
              <div className="grid gap-1">
                <Heading id={titleId} className="font-heading font-semibold text-lg">
                  {title}
                </Heading>
                {ticket.description && (
                  <p className="text-muted-foreground text-sm">{ticket.description}</p>
                )}
                {props.withContent && ticket.content?.reduction_reason && (
                  <p className="text-sm">
                    {t("tickets.reductionReason", { reason: ticket.content.reduction_reason })}
                  </p>
                )}
                {few && !bookedOut && (
                  <p>
                    <Badge variant="warning" data-hint="few">
                      {t("tickets.fewLeft", { count: places.available })}
                    </Badge>
                  </p>
                )}
              </div>
              <div className="grid justify-items-start gap-2 sm:justify-items-end">
                <Price cents={cents} originalCents={before} />
                <QuantitySelector
                  label={title}
                  display={display}
                  maxButtons={maxButtons}
                  options={options}
                  value={value}
                  bookedOut={bookedOut}
                  onChange={(quantity) =>
                    setSelection((previous) => withQuantity(previous, ticket.id, quantity, vip))
                  }
                />
                {ticket.is_mantle &&
                  ticket.sub_tickets.map((sub) => {
                    const subOptions = subTicketOptions(ticket, sub, context);
                    return (
                      <QuantitySelector
                        key={sub.id}
                        label={t("tickets.subTicket", { ticket: title, sub: sub.title })}
                        // spec selling-core §5: each sub ticket's count is labelled where seen
                        caption={sub.title}
                        display={display}
                        maxButtons={maxButtons}
                        options={subOptions}
                        value={clampQuantity(subQuantityOf(selection, ticket, sub), subOptions)}
                        bookedOut={bookedOut}
                        onChange={(quantity) =>
                          setSelection((previous) =>
                            withSubQuantity(previous, ticket.id, sub.id, quantity),
                          )
                        }
                      />
                    );
                  })}
              </div>
            </li>
          );
        })}
      </ul>
      {hidden > 0 && (
        <Button variant="outline" className="justify-self-start" onClick={() => setShowAll(true)}>
          {t("tickets.showMore", { count: hidden })}
        </Button>
      )}
    </div>
  );
}
