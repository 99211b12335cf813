import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { LOCALES } from "@shop/core/constants";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { type UiMessageKey, uiMessageCatalog } from "./catalog";
import { formatMessage, type UiMessageTable } from "./messages";
import { UiMessagesProvider, useUiLocale, useUiMessages, useUiText } from "./provider";

function CloseText() {
  const { t } = useUiMessages();
  return <span>{t("close")}</span>;
}

const tables = Object.entries(uiMessageCatalog) as [string, UiMessageTable][];
const placeholders = (text: string) => [...text.matchAll(/\{\w+\}/g)].map((m) => m[0]).sort();

describe("the message tables", () => {
  it("are all in the catalog: every family folder with a messages.ts", () => {
    const components = join(import.meta.dirname, "..", "components");
    const withTexts = readdirSync(components).filter((family) =>
      existsSync(join(components, family, "messages.ts")),
    );
    expect(Object.keys(uiMessageCatalog).sort()).toEqual(["shared", ...withTexts].sort());
  });

  it("never use a key twice, so one provider override names one text", () => {
    const keys = tables.flatMap(([, table]) => Object.keys(table.de));
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  describe.each(tables)("%s", (_name, table) => {
    it.each(LOCALES)("give %s a non-empty text for every key German has", (locale) => {
      const keys = Object.keys(table.de).sort();
      expect(Object.keys(table[locale]).sort()).toEqual(keys);
      for (const key of keys) expect(table[locale][key]?.trim()).not.toBe("");
    });

    it.each(LOCALES)("keep the placeholders of German in %s", (locale) => {
      for (const [key, german] of Object.entries(table.de)) {
        expect(placeholders(table[locale][key] ?? ""), key).toEqual(placeholders(german));
      }
    });
  });
});

describe("formatMessage", () => {
  it("fills placeholders and leaves unknown ones visible", () => {
    expect(formatMessage("Seite {page} von {count}", { page: 2 })).toBe("Seite 2 von {count}");
  });
});

const greetings = {
  de: { "test.hello": "Hallo {name}", "test.bye": "Tschüss" },
  en: { "test.hello": "Hello {name}", "test.bye": "Bye" },
  es: { "test.hello": "Hola {name}", "test.bye": "Adiós" },
  // a key a locale lacks falls back to German
  fr: { "test.hello": "Bonjour {name}" } as unknown as Record<"test.hello" | "test.bye", string>,
} satisfies UiMessageTable<"test.hello" | "test.bye">;

function Greeting() {
  const { t, locale } = useUiText(greetings);
  return (
    <p data-locale={locale}>
      {t("test.hello", { name: "Ada" })} / {t("test.bye")}
    </p>
  );
}

function Locale() {
  return <span>{useUiLocale()}</span>;
}

describe("UiMessagesProvider", () => {
  it("speaks German without a provider", () => {
    render(<CloseText />);
    expect(screen.getByText("Schließen")).toBeInTheDocument();
  });

  it("switches the language of library texts", () => {
    render(
      <UiMessagesProvider locale="fr">
        <CloseText />
      </UiMessagesProvider>,
    );
    expect(screen.getByText("Fermer")).toBeInTheDocument();
  });

  it("lets the app override single texts", () => {
    render(
      <UiMessagesProvider locale="en" messages={{ close: "Done" }}>
        <CloseText />
      </UiMessagesProvider>,
    );
    expect(screen.getByText("Done")).toBeInTheDocument();
  });

  it("gives a family table the provider's locale, German per missing key, and overrides", () => {
    const { rerender } = render(
      <UiMessagesProvider locale="es">
        <Greeting />
      </UiMessagesProvider>,
    );
    expect(screen.getByText("Hola Ada / Adiós")).toHaveAttribute("data-locale", "es");
    rerender(
      <UiMessagesProvider locale="fr">
        <Greeting />
      </UiMessagesProvider>,
    );
    expect(screen.getByText("Bonjour Ada / Tschüss")).toBeInTheDocument();
    rerender(
      <UiMessagesProvider
        locale="en"
        messages={{ "test.bye": "See you" } as Partial<Record<UiMessageKey, string>>}
      >
        <Greeting />
      </UiMessagesProvider>,
    );
    expect(screen.getByText("Hello Ada / See you")).toBeInTheDocument();
  });

  it("tells the locale alone", () => {
    render(
      <UiMessagesProvider locale="es">
        <Locale />
      </UiMessagesProvider>,
    );
    expect(screen.getByText("es")).toBeInTheDocument();
  });

  it("types overrides for the keys of every family", () => {
    const overrides: Partial<Record<UiMessageKey, string>> = {
      "calendar.soldOut": "Voll",
      "cartLine.remove": "{title} löschen",
      "pagination.label": "Seiten",
      loading: "Lädt",
    };
    expect(Object.keys(overrides)).toHaveLength(4);
  });
});
