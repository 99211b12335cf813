// spec surrounding-areas §5 "Tour", "Quantities": the quantities of a tour booking, each bounded
// by @shop/core's rules — participants per price, together at most tourParticipantsOffered;
// surcharges by tourSurchargeBounds (features/tours/tour-booking-form.ts surchargeControl);
// equipment up to tourEquipmentMax.
import { tourEquipmentMax, tourParticipantsOffered } from "@shop/core/booking";
import type { TourCalendarStartTime, TourEquipment, TourPrice } from "@shop/core/contract";
import { Checkbox } from "@shop/ui/checkbox";
import { Label } from "@shop/ui/field";
import { Money } from "@shop/ui/money";
import { QuantitySelector } from "@shop/ui/quantity-selector";
import { useId } from "react";
import { Controller, type UseFormReturn } from "react-hook-form";
import {
  isParticipantPrice,
  isSurcharge,
  participantKey,
  participantsOf,
  surchargeControl,
  surchargeKey,
  type TourFormValues,
} from "../../features/tours/tour-booking-form";
import { useTourT } from "../../features/tours/tour-texts";

type Form = UseFormReturn<TourFormValues>;

const upTo = (most: number) => Array.from({ length: Math.max(0, most) + 1 }, (_, n) => n);

const rowClass =
  "flex flex-wrap items-center justify-between gap-3 border-border border-b pb-3 last:border-b-0";

function PriceTitle({ price }: { price: TourPrice }) {
  const t = useTourT();
  return (
    <span className="min-w-0">
      <span className="font-medium">{price.title}</span>{" "}
      {price.price_cents === 0 ? (
        <span>{t("tours.free")}</span>
      ) : (
        <Money cents={price.price_cents} />
      )}
      {price.description && (
        <span className="block text-muted-foreground text-sm">{price.description}</span>
      )}
    </span>
  );
}

export function ParticipantFields({
  form,
  prices,
  values,
  start,
  disabled,
}: {
  form: Form;
  prices: readonly TourPrice[];
  values: TourFormValues;
  start: TourCalendarStartTime;
  disabled: boolean;
}) {
  const t = useTourT();
  const hintId = useId();
  const offered = tourParticipantsOffered(start);
  const participants = participantsOf(prices, values);
  const { min } = start.participants;
  return (
    <fieldset className="grid min-w-0 gap-3" aria-describedby={hintId}>
      <legend className="mb-2 font-medium">{t("tours.booking.participants")}</legend>
      <p id={hintId} className="text-muted-foreground text-sm">
        {min > 1
          ? t("tours.booking.participantsRange", { min, max: offered })
          : t("tours.booking.participantsMax", { max: offered })}
      </p>
      <ul className="grid gap-3">
        {prices.filter(isParticipantPrice).map((price) => {
          const key = participantKey(price);
          const own = values.quantities[key] ?? 0;
          // together at most what the start time offers: each price offers what the others leave
          const options = upTo(offered - (participants - own));
          return (
            <li key={key} className={rowClass}>
              <PriceTitle price={price} />
              <Controller
                control={form.control}
                name={`quantities.${key}`}
                defaultValue={0}
                render={({ field }) => (
                  <QuantitySelector
                    label={price.title}
                    options={options}
                    display="select"
                    value={field.value}
                    disabled={disabled}
                    onChange={field.onChange}
                  />
                )}
              />
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

export function SurchargeFields({
  form,
  prices,
  participants,
  disabled,
}: {
  form: Form;
  prices: readonly TourPrice[];
  participants: number;
  disabled: boolean;
}) {
  const t = useTourT();
  const surcharges = prices.filter(isSurcharge);
  if (surcharges.length === 0) return null;
  return (
    <fieldset className="grid min-w-0 gap-3">
      <legend className="mb-2 font-medium">{t("tours.booking.surcharges")}</legend>
      <ul className="grid gap-3">
        {surcharges.map((price) => (
          <li key={surchargeKey(price)} className={rowClass}>
            <SurchargeField
              form={form}
              price={price}
              participants={participants}
              disabled={disabled}
            />
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

function SurchargeField({
  form,
  price,
  participants,
  disabled,
}: {
  form: Form;
  price: TourPrice;
  participants: number;
  disabled: boolean;
}) {
  const t = useTourT();
  const id = useId();
  const control = surchargeControl(price, participants);
  const name = `surcharges.${surchargeKey(price)}` as const;
  switch (control.kind) {
    case "fixed":
      // it follows the participants: shown, not chosen
      return (
        <>
          <PriceTitle price={price} />
          <span data-quantity={control.quantity}>
            {t("tours.booking.fixed", { count: control.quantity })}
          </span>
        </>
      );
    case "yesNo":
      return (
        <div className="flex items-start gap-3">
          <Controller
            control={form.control}
            name={name}
            defaultValue={0}
            render={({ field }) => (
              <Checkbox
                id={id}
                ref={field.ref}
                name={field.name}
                checked={field.value === 1}
                disabled={disabled}
                className="mt-0.5"
                onCheckedChange={(checked) => field.onChange(checked === true ? 1 : 0)}
                onBlur={field.onBlur}
              />
            )}
          />
          <Label htmlFor={id} className="font-normal">
            <PriceTitle price={price} />
          </Label>
        </div>
      );
    case "quantity":
      return (
        <>
          <PriceTitle price={price} />
          <Controller
            control={form.control}
            name={name}
            defaultValue={0}
            render={({ field }) => (
              <QuantitySelector
                label={price.title}
                options={upTo(control.max)}
                display="select"
                value={Math.min(field.value ?? 0, control.max)}
                disabled={disabled}
                onChange={field.onChange}
              />
            )}
          />
        </>
      );
    default:
      return control satisfies never;
  }
}

export function EquipmentFields({
  form,
  equipment,
  participants,
  disabled,
}: {
  form: Form;
  equipment: readonly TourEquipment[];
  participants: number;
  disabled: boolean;
}) {
  const t = useTourT();
  const hintId = useId();
  if (equipment.length === 0) return null;
  return (
    <fieldset className="grid min-w-0 gap-3" aria-describedby={hintId}>
      <legend className="mb-2 font-medium">{t("tours.booking.equipment")}</legend>
      <p id={hintId} className="text-muted-foreground text-sm">
        {t("tours.booking.equipmentHint")}
      </p>
      <ul className="grid gap-3">
        {equipment.map((item) => {
          const most = tourEquipmentMax(item, participants);
          const { title } = item;
          return (
            <li key={item.type} className={rowClass}>
              <span className="font-medium">{title}</span>
              <Controller
                control={form.control}
                name={`equipment.${item.type}`}
                defaultValue={0}
                render={({ field }) => (
                  <QuantitySelector
                    label={title}
                    options={upTo(most)}
                    display="select"
                    value={Math.min(field.value ?? 0, most)}
                    disabled={disabled}
                    onChange={field.onChange}
                  />
                )}
              />
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
