import { formatMoney } from "@shop/core";
import type { ComponentProps } from "react";
import { useUiText } from "../../i18n/provider";
import { cn } from "../../lib/cn";
import { seatMapMessages } from "./messages";
import { SeatFace, type SeatFaceProps, seatStyle, seatVariants } from "./seat-face";
import { type SeatCategory, seatCategoryMarkers } from "./seat-layout";

export type SeatLegendProps = ComponentProps<"ul"> & { categories: readonly SeatCategory[] };

/** The legend of a seat map: each category with colour, marker, title and price from–to, then the
 * blocked and selected looks (spec surrounding-areas §2 "Seat selection"). */
export function SeatLegend({ categories, className, ...props }: SeatLegendProps) {
  const { t, locale } = useUiText(seatMapMessages);
  const markers = seatCategoryMarkers(categories);
  const money = (cents: number) => formatMoney(cents, locale);
  const entry = (key: string | number, face: SeatFaceProps, label: string, price?: string) => (
    <li key={key} data-slot="seat-legend-item" className="flex items-center gap-2 text-sm">
      <span
        aria-hidden="true"
        className={seatVariants({ state: face.state })}
        style={seatStyle(face.state, face.color)}
      >
        <SeatFace {...face} />
      </span>
      <span>
        {label}
        {price && <span className="text-muted-foreground">, {price}</span>}
      </span>
    </li>
  );
  return (
    <ul
      data-slot="seat-legend"
      aria-label={t("seatMap.legend")}
      className={cn("flex flex-wrap gap-x-6 gap-y-3", className)}
      {...props}
    >
      {categories.map((category) => {
        const from = category.price_from_cents;
        const to = category.price_to_cents ?? from;
        const price =
          from === undefined || to === undefined
            ? undefined
            : from === to
              ? money(from)
              : t("seatMap.priceRange", { from: money(from), to: money(to) });
        return entry(
          category.id,
          { state: "available", color: category.color_code, marker: markers.get(category.id) },
          category.title,
          price,
        );
      })}
      {entry("blocked", { state: "blocked" }, t("seatMap.legendBlocked"))}
      {entry("selected", { state: "selected", marker: "" }, t("seatMap.legendSelected"))}
    </ul>
  );
}
