// spec surrounding-areas §5: places of a general-admission date, a quantity per scale price,
// together at most min(seats available, seats max, what the per-registration allowance leaves
// after the places the visitor holds) — "only a maximum of {available} places can be booked".
// Nothing chosen, or more than that, shows the error on the form, focused; the places are held
// (one blocking) and the visitor goes on to the cart. Prices of 0 read "free".

import { eventPlacesOffered } from "@shop/core/booking";
import type { EventDate, SeatBlocking } from "@shop/core/contract";
import { Alert, AlertDescription } from "@shop/ui/alert";
import { Button } from "@shop/ui/button";
import { Money } from "@shop/ui/money";
import { QuantitySelector } from "@shop/ui/quantity-selector";
import { type Ref, useId, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { heldPlaces } from "../../features/events/event-rules";
import { useEventT } from "../../features/events/event-texts";
import { useAddPlaces } from "../../features/events/use-add-places";
import { useLocale } from "../../i18n/locale-context";
import type { BlockingProblem } from "../../lib/refusal-text";
import { BlockingAlert } from "./blocking-alert";

type Values = { quantities: Record<string, number> };

type FormProblem = { kind: "none" } | BlockingProblem;

export function PlacesForm({
  date,
  blockings,
  onAdded,
  headingRef,
}: {
  date: EventDate;
  blockings: readonly SeatBlocking[] | undefined;
  /** Where the visitor goes once the places are in the cart; the cart by default. */
  onAdded?: () => void;
  /** The heading, for the focus when the form opens in place of its button (issue 27). */
  headingRef?: Ref<HTMLHeadingElement> | undefined;
}) {
  const t = useEventT();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const { addPlaces, adding } = useAddPlaces(locale, date);
  const form = useForm<Values>({ defaultValues: { quantities: {} } });
  const [problem, setProblem] = useState<{ problem: FormProblem; seq: number } | null>(null);
  const hintId = useId();
  const most = eventPlacesOffered(date.seats, heldPlaces(blockings));
  const options = Array.from({ length: most + 1 }, (_, n) => n);
  const report = (next: FormProblem) =>
    setProblem((previous) => ({ problem: next, seq: (previous?.seq ?? 0) + 1 }));

  const submit = form.handleSubmit(async ({ quantities }) => {
    const chosen = Object.fromEntries(
      Object.entries(quantities).filter(([, quantity]) => quantity > 0),
    );
    const total = Object.values(chosen).reduce((sum, n) => sum + n, 0);
    if (total === 0) return report({ kind: "none" });
    // more than may be taken reads as the server's refusal of it would (the refusal table)
    if (total > most) {
      return report({
        kind: "refused",
        refusal: { code: "max_per_registration", available: most },
      });
    }
    const outcome = await addPlaces(chosen);
    if (!outcome.ok) return report(outcome.problem);
    setProblem(null);
    if (onAdded) onAdded();
    else navigate("/cart");
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-labelledby={`${hintId}-title`}>
      <h4
        ref={headingRef}
        id={`${hintId}-title`}
        tabIndex={-1}
        className="font-heading font-semibold text-lg"
      >
        {t("events.places.title")}
      </h4>
      {problem &&
        (problem.problem.kind === "none" ? (
          <Alert focusOn={problem} variant="destructive">
            <AlertDescription>{t("events.places.none")}</AlertDescription>
          </Alert>
        ) : (
          <BlockingAlert focusOn={problem} problem={problem.problem} places />
        ))}
      <p id={hintId} className="text-muted-foreground text-sm">
        {most === 0 ? t("events.places.noneLeft") : t("events.places.max", { available: most })}
      </p>
      <ul className="grid gap-3">
        {date.prices.map((price) => (
          <li
            key={price.scale_price_id}
            className="flex flex-wrap items-center justify-between gap-3 border-border border-b pb-3"
          >
            <span>
              <span className="font-medium">{price.title}</span>{" "}
              {price.price_cents === 0 ? (
                <span>{t("events.free")}</span>
              ) : (
                <Money cents={price.price_cents} />
              )}
            </span>
            <Controller
              control={form.control}
              name={`quantities.${price.scale_price_id}`}
              defaultValue={0}
              render={({ field }) => (
                <QuantitySelector
                  label={price.title}
                  options={options}
                  display="select"
                  value={field.value}
                  disabled={adding || most === 0}
                  aria-describedby={hintId}
                  onChange={field.onChange}
                />
              )}
            />
          </li>
        ))}
      </ul>
      <p>
        <Button type="submit" size="lg" loading={adding} disabled={most === 0}>
          {t("events.places.add")}
        </Button>
      </p>
    </form>
  );
}
