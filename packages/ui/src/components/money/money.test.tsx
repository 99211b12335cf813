import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { UiLocale } from "../../i18n/messages";
import { UiMessagesProvider } from "../../i18n/provider";
import { axeViolations } from "../../test/axe";
import { formatVatRate, Money, Price, VatNote } from "./money";

// Intl's spacing, as formatMoney documents: a no-break space before € in de, es and fr.
const NBSP = "\u00a0";

describe("Money", () => {
  it.each<[UiLocale, string]>([
    ["de", `12,50${NBSP}€`],
    ["en", "€12.50"],
    ["es", `12,50${NBSP}€`],
    ["fr", `12,50${NBSP}€`],
  ])("writes 1250 cents in %s as %s", (locale, expected) => {
    const { container } = render(
      <UiMessagesProvider locale={locale}>
        <Money cents={1250} />
      </UiMessagesProvider>,
    );
    expect(container.querySelector("[data-slot=money]")?.textContent).toBe(expected);
  });

  it("takes its locale from a prop over the provider's", () => {
    render(<Money cents={100} locale="en" />);
    expect(screen.getByText("€1.00")).toBeInTheDocument();
  });
});

describe("Price", () => {
  it("shows one price without a discount", async () => {
    const { container } = render(<Price cents={1250} />);
    const price = container.querySelector("[data-slot=price]");
    expect(price?.textContent).toBe(`12,50${NBSP}€`);
    expect(price).not.toHaveAttribute("data-discounted");
    expect(container.querySelector("s")).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  describe("given an original price above the price", () => {
    it("strikes the old price through and names both for screen readers", async () => {
      const { container } = render(<Price cents={900} originalCents={1200} />);
      const price = container.querySelector("[data-slot=price]");
      expect(price).toHaveAttribute("data-discounted");
      expect(container.querySelector("s")?.textContent).toBe(`Regulärer Preis: 12,00${NBSP}€`);
      expect(price?.textContent).toBe(`Regulärer Preis: 12,00${NBSP}€Jetzt: 9,00${NBSP}€`);
      expect(await axeViolations()).toEqual([]);
    });

    it("speaks the prefixes in the provider's language", () => {
      const { container } = render(
        <UiMessagesProvider locale="en">
          <Price cents={900} originalCents={1200} />
        </UiMessagesProvider>,
      );
      expect(container.querySelector("[data-slot=price]")).toHaveTextContent(
        "Regular price: €12.00Now: €9.00",
      );
    });
  });

  it("ignores an original price that is not higher", () => {
    const { container } = render(<Price cents={900} originalCents={900} />);
    expect(container.querySelector("s")).toBeNull();
  });
});

describe("VatNote", () => {
  it.each<[UiLocale, number, boolean, string]>([
    ["de", 19, true, `inkl. 19${NBSP}% MwSt.`],
    ["de", 7, false, `zzgl. 7${NBSP}% MwSt.`],
    ["en", 19, true, "incl. 19% VAT"],
    ["en", 7, false, "plus 7% VAT"],
    ["es", 19, true, `IVA del 19${NBSP}% incluido`],
    ["fr", 7.7, false, `plus TVA de 7,7${NBSP}%`],
  ])(
    "in %s writes %s percent (tax included: %s) as %s",
    (locale, vatPct, taxIncluded, expected) => {
      const { container } = render(
        <UiMessagesProvider locale={locale}>
          <VatNote vatPct={vatPct} taxIncluded={taxIncluded} />
        </UiMessagesProvider>,
      );
      expect(container.querySelector("[data-slot=vat-note]")?.textContent).toBe(expected);
    },
  );

  it("formats a rate with decimals by locale", () => {
    expect(formatVatRate(7.7, "de")).toBe(`7,7${NBSP}%`);
    expect(formatVatRate(10.5, "en")).toBe("10.5%");
  });
});
