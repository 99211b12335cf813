import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useRef } from "react";
import { describe, expect, it, vi } from "vitest";
import { UiMessagesProvider } from "../../i18n/provider";
import { axeViolations } from "../../test/axe";
import { useFocusOn } from "../alert/alert";
import {
  QuantitySelector,
  type QuantitySelectorProps,
} from "../quantity-selector/quantity-selector";
import {
  CartLine,
  CartLineDescription,
  type CartLineProps,
  formatLineDay,
  formatLineTime,
} from "./cart-line";

/** A line whose error takes the focus the way the shop's cart lines do it. */
function FocusedLine({ error }: { error?: { text: string } }) {
  const box = useRef<HTMLDivElement>(null);
  useFocusOn(box, error);
  return <TicketLine error={error?.text} errorRef={box} />;
}

describe("formatLineDay and formatLineTime", () => {
  it("write ISO dates and times in the locale's words, in Berlin", () => {
    expect(formatLineDay("2026-03-14", "de")).toBe("Sa., 14. März 2026");
    expect(formatLineDay("2026-03-14", "en")).toBe("Sat, Mar 14, 2026");
    expect(formatLineTime("10:30", "de")).toBe("10:30");
    expect(formatLineTime("14:05", "en")).toBe("02:05 PM");
  });

  it("read a Date in Berlin, not in the machine's zone", () => {
    // 23:30 UTC on the 14th is already the 15th in Berlin
    expect(formatLineDay(new Date("2026-03-14T23:30:00Z"), "de")).toBe("So., 15. März 2026");
    expect(formatLineTime(new Date("2026-03-14T23:30:00Z"), "de")).toBe("00:30");
  });

  it("leave already formatted text as it is", () => {
    expect(formatLineDay("morgen", "de")).toBe("morgen");
    expect(formatLineTime("ab 10 Uhr", "de")).toBe("ab 10 Uhr");
  });
});

// Texts below are matched with plain spaces: toHaveTextContent folds Intl's no-break spaces.
function TicketLine({
  quantitySelector,
  ...props
}: Partial<CartLineProps> & { quantitySelector?: Partial<QuantitySelectorProps> }) {
  return (
    <CartLine
      kind="ticket"
      title="Erwachsene"
      quantity={2}
      quantityControl={
        <QuantitySelector label="Erwachsene" options={[1, 2, 3]} value={2} {...quantitySelector} />
      }
      onRemove={() => {}}
      totalCents={2500}
      vatPct={19}
      taxIncluded
      day="2026-03-14"
      time="10:30"
      {...props}
    />
  );
}

describe("CartLine", () => {
  describe("given a ticket line", () => {
    it("is an article named by its title with details, quantity and price", async () => {
      render(<TicketLine couponCode="SOMMER25" />);
      const line = screen.getByRole("article", { name: "Erwachsene" });
      expect(within(line).getByRole("heading", { level: 3, name: "Erwachsene" })).toBeVisible();
      expect(within(line).getByText("Ticket")).toBeInTheDocument();
      expect(line.querySelector("dl")?.textContent).toBe(
        "TagSa., 14. März 2026Uhrzeit10:30GutscheincodeSOMMER25",
      );
      expect(
        within(line).getByRole("radiogroup", { name: "Anzahl: Erwachsene" }),
      ).toBeInTheDocument();
      expect(within(line).getByRole("radio", { name: "2" })).toBeChecked();
      expect(line).toHaveTextContent("25,00 €");
      expect(line).toHaveTextContent("inkl. 19 % MwSt.");
      expect(await axeViolations()).toEqual([]);
    });

    it("reports a new quantity and removal, naming the remove button by the title", async () => {
      const onQuantityChange = vi.fn();
      const onRemove = vi.fn();
      render(<TicketLine quantitySelector={{ onChange: onQuantityChange }} onRemove={onRemove} />);
      await userEvent.click(screen.getByRole("radio", { name: "3" }));
      expect(onQuantityChange).toHaveBeenCalledWith(3);
      await userEvent.click(screen.getByRole("button", { name: "Erwachsene entfernen" }));
      expect(onRemove).toHaveBeenCalledOnce();
    });

    it("holds a number input from min to max persons when no list is given", async () => {
      render(<TicketLine quantitySelector={{ options: undefined, min: 1, max: 5 }} />);
      const spin = screen.getByRole("spinbutton", { name: "Anzahl: Erwachsene" });
      expect(spin).toHaveAttribute("min", "1");
      expect(spin).toHaveAttribute("max", "5");
      expect(spin).toHaveValue(2);
      expect(await axeViolations()).toEqual([]);
    });

    it("shows sub tickets, the flexible description, the personalize link and the countdown", async () => {
      const onPersonalize = vi.fn((event: { preventDefault: () => void }) =>
        event.preventDefault(),
      );
      render(
        <TicketLine
          title="Familienkarte"
          flexDescription="Gültig an einem Tag Ihrer Wahl"
          subTickets={[
            { title: "Erwachsene", selectedQuantity: 2 },
            { title: "Kinder", selectedQuantity: 3 },
            { title: "Ermäßigt", selectedQuantity: 0 },
          ]}
          personalizeHref="/tickets/personalization?itemIndex=0"
          onPersonalize={onPersonalize}
          countdown={<p>Reserviert für 12:34</p>}
        />,
      );
      const subs = screen.getByRole("list", { name: "Enthaltene Tickets" });
      expect(
        within(subs)
          .getAllByRole("listitem")
          .map((item) => item.textContent),
      ).toEqual(["2 × Erwachsene", "3 × Kinder"]);
      expect(screen.getByText("Gültig an einem Tag Ihrer Wahl")).toBeInTheDocument();
      const link = screen.getByRole("link", { name: "Besucherdaten eingeben (Familienkarte)" });
      expect(link).toHaveAttribute("href", "/tickets/personalization?itemIndex=0");
      await userEvent.click(link);
      expect(onPersonalize).toHaveBeenCalledOnce();
      expect(screen.getByText("Reserviert für 12:34")).toBeInTheDocument();
      expect(await axeViolations()).toEqual([]);
    });

    it("gives the shipped-with-merchandise envelope a text alternative", async () => {
      render(<TicketLine shippedWithMerchandise />);
      expect(
        screen.getByRole("img", { name: "Wird zusammen mit Ihren Artikeln per Post verschickt" }),
      ).toBeInTheDocument();
      expect(await axeViolations()).toEqual([]);
    });

    it("shows a discount with the old price for screen readers", () => {
      render(<TicketLine totalCents={2000} originalTotalCents={2500} />);
      expect(screen.getByRole("article")).toHaveTextContent(
        "Regulärer Preis: 25,00 €Jetzt: 20,00 €",
      );
    });

    it("shows an error as an alert", async () => {
      render(<TicketLine error="Die Anzahl konnte nicht geändert werden." />);
      expect(screen.getByRole("alert")).toHaveTextContent(
        "Die Anzahl konnte nicht geändert werden.",
      );
      expect(await axeViolations()).toEqual([]);
    });

    it("hands its error's alert to useFocusOn, which focuses it on each new error", () => {
      const { rerender } = render(<FocusedLine />);
      expect(screen.queryByRole("alert")).toBeNull();
      rerender(<FocusedLine error={{ text: "Nicht mehr verfügbar." }} />);
      expect(screen.getByRole("alert")).toHaveFocus();
      screen.getByRole("button", { name: "Erwachsene entfernen" }).focus();
      // the same words told again after a second failed attempt take the focus again
      rerender(<FocusedLine error={{ text: "Nicht mehr verfügbar." }} />);
      expect(screen.getByRole("alert")).toHaveFocus();
    });

    it("disables its controls when disabled", () => {
      render(<TicketLine disabled quantitySelector={{ disabled: true }} />);
      for (const radio of screen.getAllByRole("radio")) expect(radio).toBeDisabled();
      expect(screen.getByRole("button", { name: "Erwachsene entfernen" })).toBeDisabled();
    });

    it("keeps focus on the remove button while removing", async () => {
      render(<TicketLine removing />);
      const button = screen.getByRole("button", { name: "Erwachsene entfernen" });
      expect(button).toHaveAttribute("aria-busy", "true");
      expect(await axeViolations()).toEqual([]);
    });
  });

  describe("given lines of one title in different houses (issue 27 item 2)", () => {
    it("names each line's museum, all of a combi ticket, with the day and time", async () => {
      render(
        <>
          <TicketLine museums={["Kunsthalle"]} />
          <TicketLine title="Kombiticket" museums={["Kunsthalle", "Naturkundemuseum"]} />
        </>,
      );
      const art = screen.getByRole("article", { name: "Erwachsene" });
      expect(art.querySelector("dl")?.textContent).toBe(
        "MuseumKunsthalleTagSa., 14. März 2026Uhrzeit10:30",
      );
      const combi = screen.getByRole("article", { name: "Kombiticket" });
      expect(combi.querySelector("dl")?.textContent).toBe(
        "MuseenKunsthalle und NaturkundemuseumTagSa., 14. März 2026Uhrzeit10:30",
      );
      expect(await axeViolations()).toEqual([]);
    });

    it("says a flex ticket's validity instead of a day", async () => {
      render(
        <TicketLine
          day={undefined}
          time={undefined}
          museums={["Kunsthalle"]}
          validity="1 Jahr ab Kauf"
        />,
      );
      expect(screen.getByRole("article").querySelector("dl")?.textContent).toBe(
        "MuseumKunsthalleGültigkeit1 Jahr ab Kauf",
      );
      expect(await axeViolations()).toEqual([]);
    });
  });

  describe("given an event line with fixed quantities", () => {
    it("shows the quantity read-only without a quantity control", async () => {
      render(
        <CartLine
          kind="event"
          title="Kuratorenführung am Abend"
          quantity={4}
          onRemove={() => {}}
          totalCents={6000}
          vatPct={7}
          taxIncluded={false}
          day="2026-03-20"
          time="19:00"
        />,
      );
      expect(screen.queryByRole("radiogroup")).toBeNull();
      expect(screen.queryByRole("spinbutton")).toBeNull();
      expect(screen.getByText("Veranstaltung")).toBeInTheDocument();
      expect(screen.getByText("Anzahl").nextSibling).toHaveTextContent("4");
      expect(screen.getByRole("article")).toHaveTextContent("zzgl. 7 % MwSt.");
      expect(await axeViolations()).toEqual([]);
    });
  });

  it.each([
    ["tour", "Führung"],
    ["merchandise", "Artikel"],
    ["coupon", "Gutschein"],
    ["annual", "Jahreskarte"],
  ] as const)("names a %s line's kind as %s", (kind, text) => {
    render(<CartLine kind={kind} title="Zeile" quantity={1} totalCents={1000} />);
    expect(screen.getByRole("article", { name: "Zeile" })).toHaveAttribute("data-kind", kind);
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it("speaks the provider's language", () => {
    render(
      <UiMessagesProvider locale="fr">
        <CartLine
          kind="coupon"
          title="Bon de 50 €"
          quantity={1}
          totalCents={5000}
          onRemove={() => {}}
          validFrom="2026-04-01"
        />
      </UiMessagesProvider>,
    );
    expect(screen.getByRole("button", { name: "Retirer Bon de 50 €" })).toBeInTheDocument();
    expect(screen.getByText("Bon cadeau")).toBeInTheDocument();
    expect(screen.getByText("Valable à partir du")).toBeInTheDocument();
  });
});

describe("CartLineDescription", () => {
  it("reads museum, day and time in one line, each fact labelled for screen readers", async () => {
    render(
      <ul>
        <li>
          Erwachsene <CartLineDescription museums={["Kunsthalle"]} day="2026-03-14" time="10:30" />
        </li>
      </ul>,
    );
    const row = screen.getByRole("listitem");
    expect(row).toHaveTextContent(
      "Erwachsene Museum: Kunsthalle · Tag: Sa., 14. März 2026 · Uhrzeit: 10:30",
    );
    expect(await axeViolations()).toEqual([]);
  });

  it("formats a Date in Berlin, an annual pass's start and a validity, in the locale", () => {
    render(
      <UiMessagesProvider locale="en">
        <CartLineDescription
          museums={["Art Hall", "Natural History Museum"]}
          day={new Date("2026-03-14T18:30:00Z")}
          time={new Date("2026-03-14T18:30:00Z")}
          validFrom="2026-04-01"
          validity="1 year from purchase"
        />
      </UiMessagesProvider>,
    );
    expect(document.querySelector('[data-slot="cart-line-description"]')).toHaveTextContent(
      "Museums: Art Hall and Natural History Museum · Day: Sat, Mar 14, 2026 · Time: 07:30 PM" +
        " · Valid from: Wed, Apr 1, 2026 · Validity: 1 year from purchase",
    );
  });

  it("renders nothing when nothing is known", () => {
    const { container } = render(<CartLineDescription />);
    expect(container).toBeEmptyDOMElement();
  });
});
