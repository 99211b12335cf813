// The page the seat-map benchmark opens (main.ts bundles it with esbuild): the design system's
// SeatMap and SeatLegend as the event date page uses them, on a hall of 2,000 seats (40 rows of
// 50, every seventh taken), choosing and giving back seats in React state. No Storybook: its
// own tooling in the page would be measured along.
import { type SeatCategory, SeatLegend, SeatMap, type SeatMapSeat } from "@shop/ui";
import { UiMessagesProvider } from "@shop/ui/i18n";
import { StrictMode, useState } from "react";
import { createRoot } from "react-dom/client";

const CATEGORIES: SeatCategory[] = [
  { id: 1, title: "Parkett", color_code: "#1f6feb", price_from_cents: 3200, price_to_cents: 3200 },
  { id: 2, title: "Loge", color_code: "#f5c542", price_from_cents: 4500, price_to_cents: 4500 },
  { id: 3, title: "Rang", color_code: "#7c3aed", price_from_cents: 1200, price_to_cents: 1200 },
];

function largeHall(): SeatMapSeat[] {
  const seats: SeatMapSeat[] = [];
  for (let row = 1; row <= 40; row++) {
    for (let number = 1; number <= 50; number++) {
      const category = row <= 15 ? 1 : row <= 30 ? 2 : 3;
      seats.push({
        id: row * 100 + number,
        row,
        number,
        category_id: category,
        status: (row * 50 + number) % 7 === 0 ? "booked" : "available",
        price_cents: category === 1 ? 3200 : category === 2 ? 4500 : 1200,
      });
    }
  }
  return seats;
}

const SEATS = largeHall();

function Hall() {
  const [selected, setSelected] = useState<number[]>([]);
  return (
    <main className="grid gap-4 p-4">
      <SeatLegend categories={CATEGORIES} />
      <SeatMap
        seats={SEATS}
        categories={CATEGORIES}
        selected={selected}
        onToggle={(id, wanted) =>
          setSelected((ids) => (wanted ? [...ids, id] : ids.filter((other) => other !== id)))
        }
      />
    </main>
  );
}

const root = document.getElementById("root");
if (root) {
  createRoot(root).render(
    <StrictMode>
      <UiMessagesProvider locale="de">
        <Hall />
      </UiMessagesProvider>
    </StrictMode>,
  );
}
