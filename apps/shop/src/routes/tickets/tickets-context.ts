// What the /tickets container hands its steps: the loaded lists, the parsed URL and the
// selection, which lives here so that it outlasts a step or a language switch.
import type { Exhibition, Museum, Ticket, TicketGroup } from "@shop/core/contract";
import { useOutletContext } from "react-router";
import type { FlowParams } from "../../features/tickets/flow-params";
import type { Selection } from "../../features/tickets/selection";

export interface TicketsFlow {
  tickets: readonly Ticket[];
  groups: readonly TicketGroup[];
  museums: readonly Museum[];
  exhibitions: readonly Exhibition[];
  flow: FlowParams;
  /** Today in Berlin. */
  today: string;
  now: Date;
  selection: Selection;
  setSelection: (update: (previous: Selection) => Selection) => void;
  /** The start time chosen on the time step, kept here for the same reason as the selection. */
  chosenSlot: ChosenSlot | undefined;
  setChosenSlot: (slot: ChosenSlot | undefined) => void;
}

/** A start time of one time-slot ticket on one day. */
export interface ChosenSlot {
  ticketId: number;
  date: string;
  time: string;
}

export function useTicketsFlow(): TicketsFlow {
  return useOutletContext<TicketsFlow>();
}
