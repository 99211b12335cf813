// The issue 34, Deliver 3: a day with sold-out times on the time step, or a sold-out event date.
// On the time step the sold-out message suggests the nearest times of the day with places
// (choosing one picks it above); a form signs an address up for a sold-out time's or date's
// waiting list (POST /waiting_list): places that come back there are held for the first in line,
// who gets a mail with a link (routes/waiting-list/offer-page.tsx). Loaded only when the day has
// a sold-out time (routes/tickets/slot-picker.tsx) or the date is sold out
// (routes/events/date-details.tsx).
import { nearestSlotsWithPlaces, type TimeSlot, WAITING_PLACES_MAX } from "@shop/core";
import type { Ticket, WaitingListSignUp } from "@shop/core/contract";
import { Alert } from "@shop/ui/alert";
import { Button } from "@shop/ui/button";
import { useId, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { AreaTexts } from "../../i18n/area-texts";
import { useLocale } from "../../i18n/locale-context";
import { contractResolver, lazySchema } from "../forms/contract-resolver";
import { useFieldParts } from "../forms/field-parts";
import { FormAlert } from "../forms/form-alert";
import { useFormAlert } from "../forms/use-form-alert";
import { useShopSettings } from "../shop/shop-context";
import { joinWaitingList } from "./use-waiting-list";
import { useWaitingListT, WAITING_LIST_TABLES } from "./waiting-list-texts";

/** A sold-out event date: its event, and the places one registration may ask for. */
export interface DateWaitingListProps {
  kind: "date";
  eventId: number;
  dateId: number;
  maxPlaces: number;
}

export type WaitingListPanelProps = SlotWaitingListProps | DateWaitingListProps;

export interface SlotWaitingListProps {
  kind?: "slot";
  ticket: Pick<Ticket, "id" | "max_persons">;
  date: string;
  /** The day's start times of the ticket, as the picker shows them. */
  slots: readonly TimeSlot[];
  /** The sold-out ones among them. */
  soldOut: readonly string[];
  /** Picks a suggested time in the picker above. */
  onChoose: (time: string) => void;
}

export function WaitingListPanel(props: WaitingListPanelProps) {
  return (
    <AreaTexts name="waiting-list" tables={WAITING_LIST_TABLES}>
      <Panel {...props} />
    </AreaTexts>
  );
}

/** `time`: the index of the sold-out time among the day's (a select's id); none on a date. */
type Values = { time: string; places: string; email: string };
const FIELDS = ["time", "places", "email"] as const;
const CODES = ["required", "invalid"] as const;

/** The sign-up the form's values ask for. */
function signUpOf(props: WaitingListPanelProps, values: Values): WaitingListSignUp {
  const who = { places: Number(values.places), email: values.email.trim() };
  if (props.kind === "date") return { event_id: props.eventId, date_id: props.dateId, ...who };
  return {
    ticket_id: props.ticket.id,
    date: props.date,
    time: props.soldOut[Number(values.time)] ?? "",
    ...who,
  };
}

function resolverFor(props: WaitingListPanelProps) {
  return contractResolver<Values, WaitingListSignUp>({
    schema: lazySchema(() => import("@shop/core/contract").then((c) => c.WaitingListSignUp)),
    toRequest: (values) => signUpOf(props, values),
    required: ["email"],
  });
}

interface Done {
  position: number;
  time: string;
  email: string;
}

function Panel(props: WaitingListPanelProps) {
  const slot = props.kind === "date" ? undefined : props;
  const t = useWaitingListT();
  const { locale } = useLocale();
  const settings = useShopSettings();
  const headingId = useId();
  const [resolver] = useState(() => resolverFor(props));
  const form = useForm<Values>({
    defaultValues: { time: "0", places: "1", email: "" },
    resolver,
    reValidateMode: "onSubmit",
    shouldFocusError: false,
  });
  const alert = useFormAlert(form);
  const parts = useFieldParts(form, {
    label: (name) => t(`waitingList.field.${name}`),
    codes: CODES,
    error: (code) => t(`waitingList.field.${code}`),
  });
  const [done, setDone] = useState<Done | undefined>(undefined);
  const time = useWatch({ control: form.control, name: "time" });
  const chosenTime = slot?.soldOut[Number(time)] ?? "";
  const most = Math.min(
    slot ? slot.ticket.max_persons : (props as DateWaitingListProps).maxPlaces,
    WAITING_PLACES_MAX,
  );
  const submit = alert.submit(
    async (values) => {
      const body = signUpOf(props, values);
      const entry = await joinWaitingList(locale, body);
      setDone({ position: entry.position, time: entry.time, email: body.email });
    },
    FIELDS,
    ["rate_limit", "places_available"],
  );

  return (
    <section aria-labelledby={headingId} className="grid gap-4 rounded-md border p-4">
      <h3 id={headingId} className="font-heading font-semibold text-lg">
        {t("waitingList.panel.title")}
      </h3>
      {slot && <NearestTimes slot={slot} time={chosenTime} />}
      <p>
        {t(slot ? "waitingList.panel.intro" : "waitingList.panel.introDate", {
          minutes: settings.waitingList.offerMinutes,
        })}
      </p>
      {done ? (
        <Alert role="status" variant="success" focusOn={done.position}>
          {t(slot ? "waitingList.done" : "waitingList.doneDate", { ...done })}
        </Alert>
      ) : (
        <>
          <FormAlert
            alert={alert}
            name="waiting-list"
            summary={t("waitingList.errorSummary")}
            failed={() => t("waitingList.failed")}
          />
          <form noValidate onSubmit={submit} className="grid gap-4">
            {slot &&
              parts.select(
                "time",
                slot.soldOut.map((time, id) => ({ id, label: time })),
              )}
            {parts.select(
              "places",
              Array.from({ length: most }, (_, i) => ({ id: i + 1, label: String(i + 1) })),
            )}
            {parts.text("email", { type: "email", autoComplete: "email", maxLength: 254 })}
            <p>
              <Button
                type="submit"
                loading={form.formState.isSubmitting}
                loadingLabel={t("waitingList.saving")}
              >
                {t("waitingList.submit")}
              </Button>
            </p>
          </form>
        </>
      )}
      <p className="text-muted-foreground text-sm">
        {t(slot ? "waitingList.privacy" : "waitingList.privacyDate")}
      </p>
    </section>
  );
}

/** The sold-out message's suggestions: the day's nearest times with places. */
function NearestTimes({ slot, time }: { slot: SlotWaitingListProps; time: string }) {
  const t = useWaitingListT();
  const nearest = time === "" ? [] : nearestSlotsWithPlaces(slot.slots, time);
  return (
    <div className="grid gap-2" data-testid="nearest-times">
      <p>{t("waitingList.nearest.title", { time })}</p>
      {nearest.length === 0 ? (
        <p>{t("waitingList.nearest.none")}</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {nearest.map((next) => (
            <li key={next}>
              <Button variant="outline" onClick={() => slot.onChoose(next)}>
                {t("waitingList.nearest.choose", { time: next })}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
