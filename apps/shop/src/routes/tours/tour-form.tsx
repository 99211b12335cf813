// spec surrounding-areas §4 "Tour booking", §5 "Tour", "Quantities": the booking of one start
// time. Its prices load with it; the language, age group and grade are asked for only when the
// tour has more than one (one is implied and sent); participants per price together at most
// what the start time offers; surcharges by their bounds (an optional group one is a yes/no,
// one that follows the participants is shown, not chosen); equipment up to what is left and
// the participants; the subtotal follows every change. Add to cart checks the booking by the
// rules the server applies (checkTourBooking), then holds it (the cart's "tour" event).
import { checkTourBooking, tourParticipantsOffered, tourSelectRequired } from "@shop/core/booking";
import type { Tour, TourCalendarStartTime, TourPrice } from "@shop/core/contract";
import { Alert, AlertDescription } from "@shop/ui/alert";
import { Button, buttonVariants } from "@shop/ui/button";
import { Money } from "@shop/ui/money";
import { Spinner } from "@shop/ui/spinner";
import { useId, useMemo, useState } from "react";
import { type FieldErrors, useForm, useWatch } from "react-hook-form";
import { Link } from "react-router";
import { useFieldParts } from "../../features/forms/field-parts";
import {
  emptyTourValues,
  participantsOf,
  TOUR_FIELD_CODES,
  TOUR_SELECTS,
  type TourFormValues,
  tourBookingOf,
  tourResolver,
  tourSubtotal,
} from "../../features/tours/tour-booking-form";
import { type TourKey, useTourT } from "../../features/tours/tour-texts";
import { useAddTour } from "../../features/tours/use-add-tour";
import { useStartEquipment, useTourPrices } from "../../features/tours/use-tours";
import { useLocale } from "../../i18n/locale-context";
import { TourAlert, type TourFormProblem } from "./tour-alert";
import { EquipmentFields, ParticipantFields, SurchargeFields } from "./tour-quantities";

type Start = TourCalendarStartTime;

export function TourForm({ tour, start }: { tour: Tour; start: Start }) {
  const t = useTourT();
  const { locale } = useLocale();
  const prices = useTourPrices(locale, tour.id, { date: start.date, time: start.start_time });
  if (prices.error) {
    return (
      <Alert variant="destructive">
        <AlertDescription>{t("tours.booking.pricesFailed")}</AlertDescription>
      </Alert>
    );
  }
  if (!prices.data) return <Spinner label={t("app.loading")} />;
  return <BookingForm tour={tour} start={start} prices={prices.data.data} />;
}

const LABELS = {
  language_id: "tours.booking.language",
  age_group_id: "tours.booking.ageGroup",
  grade_id: "tours.booking.grade",
} as const satisfies Record<(typeof TOUR_SELECTS)[number][0], TourKey>;

function BookingForm({
  tour,
  start,
  prices,
}: {
  tour: Tour;
  start: Start;
  prices: readonly TourPrice[];
}) {
  const t = useTourT();
  const { locale } = useLocale();
  const titleId = useId();
  // what is left of each piece at this start (the tour's own figures until it is read)
  const equipment = useStartEquipment(locale, tour, start);
  const atStart: Tour = { ...tour, equipment: [...equipment] };
  const resolver = useMemo(() => tourResolver(tour, () => prices), [tour, prices]);
  const form = useForm<TourFormValues>({
    defaultValues: emptyTourValues(),
    resolver,
    // the alert takes the focus (spec §5), not the first wrong field
    shouldFocusError: false,
  });
  const fields = useFieldParts(form, {
    label: (name) => t(LABELS[name as keyof typeof LABELS]),
    codes: TOUR_FIELD_CODES,
    error: (code) => t(`tours.booking.${code}`),
  });
  const watched = useWatch({ control: form.control });
  const values: TourFormValues = {
    ...emptyTourValues(),
    ...(watched as Partial<TourFormValues>),
  };
  const participants = participantsOf(prices, values);
  const offered = tourParticipantsOffered(start);
  const booking = tourBookingOf(atStart, start, prices, values);
  const subtotal = tourSubtotal(prices, booking);
  const { addTour, adding } = useAddTour();
  const [failure, setFailure] = useState<{ problem: TourFormProblem; attempt: number }>();
  const [added, setAdded] = useState(0);
  const fail = (problem: TourFormProblem) => {
    setAdded(0);
    setFailure((previous) => ({ problem, attempt: (previous?.attempt ?? 0) + 1 }));
  };

  const onInvalid = (errors: FieldErrors<TourFormValues>) => {
    const selects = TOUR_SELECTS.some(([field]) => errors[field] !== undefined);
    // the resolver's "none" is on `participants`, a name of no field of the values
    const none = (errors as Record<string, unknown>).participants !== undefined;
    fail(selects ? { kind: "invalid", none } : { kind: "none" });
  };
  const submit = form.handleSubmit(async (chosen) => {
    const request = tourBookingOf(atStart, start, prices, chosen);
    // the rules the server applies, so a booking it would refuse is not sent
    const checked = checkTourBooking(request, start, prices, equipment, tour);
    if (!checked.ok) {
      if (checked.code === "max_participants" || checked.code === "sold_out") {
        const available = checked.available ?? offered;
        return fail({ kind: "refused", refusal: { code: checked.code, available } });
      }
      const { min } = start.participants;
      if (checked.field === "participants" && participantsOf(prices, chosen) < min) {
        return fail({ kind: "min", min });
      }
      return fail({ kind: "failed" });
    }
    const outcome = await addTour(request);
    if (!outcome.ok) return fail(outcome.problem);
    setFailure(undefined);
    setAdded((n) => n + 1);
  }, onInvalid);
  const hasSelects = TOUR_SELECTS.some(([, list]) => tour[list].length > 0);

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby={titleId}
      className="grid min-w-0 max-w-2xl gap-6"
    >
      <h3 id={titleId} className="font-heading font-semibold text-xl">
        {t("tours.booking.title")}
      </h3>
      {failure && <TourAlert problem={failure.problem} attempt={failure.attempt} />}
      {added > 0 && (
        <Alert role="status" variant="success" focusOn={added}>
          <AlertDescription className="grid gap-3">
            <p>{t("tours.booking.added")}</p>
            <p>
              <Link to="/cart" className={buttonVariants({ variant: "outline" })}>
                {t("tours.booking.toCart")}
              </Link>
            </p>
          </AlertDescription>
        </Alert>
      )}
      {hasSelects && (
        <fieldset className="grid min-w-0 gap-4">
          <legend className="mb-2 font-medium">{t("tours.booking.options")}</legend>
          {TOUR_SELECTS.map(([field, list]) => {
            const options = tour[list];
            if (options.length === 0) return null;
            if (!tourSelectRequired(options)) {
              // one option is implied (and sent): said, not asked
              return (
                <p key={field}>
                  {t("tours.booking.implied", {
                    label: t(LABELS[field]),
                    value: options[0]?.name ?? "",
                  })}
                </p>
              );
            }
            return fields.select(
              field,
              options.map((option) => ({ id: option.id, label: option.name })),
              { choose: t("tours.booking.choose") },
            );
          })}
        </fieldset>
      )}
      <ParticipantFields
        form={form}
        prices={prices}
        values={values}
        start={start}
        disabled={adding}
      />
      <SurchargeFields form={form} prices={prices} participants={participants} disabled={adding} />
      <EquipmentFields
        form={form}
        equipment={equipment}
        participants={participants}
        disabled={adding}
      />
      <p className="flex flex-wrap items-baseline gap-x-3 border-border border-t pt-4 text-lg">
        <span className="font-medium">{t("tours.booking.subtotal")}</span>
        <output aria-live="polite" className="font-semibold">
          <Money cents={subtotal} />
        </output>
      </p>
      <p>
        <Button type="submit" size="lg" loading={adding}>
          {t("tours.booking.add")}
        </Button>
      </p>
    </form>
  );
}
