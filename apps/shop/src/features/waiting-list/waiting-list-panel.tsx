// The issue 34, Deliver 3: a day with sold-out times on the time step. The sold-out message
// suggests the nearest times of the day with places (choosing one picks it above), and a form
// signs an address up for a sold-out time's waiting list (POST /waiting_list): places that come
// back there are held for the first in line, who gets a mail with a link (./offer-page.tsx).
// Loaded only when the day has a sold-out time (routes/tickets/slot-picker.tsx).
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

export interface WaitingListPanelProps {
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

/** `time`: the index of the sold-out time among the day's (a select's id). */
type Values = { time: string; places: string; email: string };
const FIELDS = ["time", "places", "email"] as const;
const CODES = ["required", "invalid"] as const;

/** The sign-up the form's values ask for. */
function signUpOf(
  props: Pick<WaitingListPanelProps, "ticket" | "date" | "soldOut">,
  values: Values,
): WaitingListSignUp {
  return {
    ticket_id: props.ticket.id,
    date: props.date,
    time: props.soldOut[Number(values.time)] ?? "",
    places: Number(values.places),
    email: values.email.trim(),
  };
}

function resolverFor(props: Pick<WaitingListPanelProps, "ticket" | "date" | "soldOut">) {
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
  const { ticket, slots, soldOut, onChoose } = props;
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
  const chosenTime = soldOut[Number(useWatch({ control: form.control, name: "time" }))] ?? "";
  const nearest = chosenTime === "" ? [] : nearestSlotsWithPlaces(slots, chosenTime);
  const most = Math.min(ticket.max_persons, WAITING_PLACES_MAX);
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
      <div className="grid gap-2" data-testid="nearest-times">
        <p>{t("waitingList.nearest.title", { time: chosenTime })}</p>
        {nearest.length === 0 ? (
          <p>{t("waitingList.nearest.none")}</p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {nearest.map((time) => (
              <li key={time}>
                <Button variant="outline" onClick={() => onChoose(time)}>
                  {t("waitingList.nearest.choose", { time })}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <p>{t("waitingList.panel.intro", { minutes: settings.waitingList.offerMinutes })}</p>
      {done ? (
        <Alert role="status" variant="success" focusOn={done.position}>
          {t("waitingList.done", { ...done })}
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
            {parts.select(
              "time",
              soldOut.map((time, id) => ({ id, label: time })),
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
      <p className="text-muted-foreground text-sm">{t("waitingList.privacy")}</p>
    </section>
  );
}
