import type { Decorator, Preview } from "@storybook/react-vite";
import { LOCALES } from "../packages/core/src/constants";
import { type UiLocale, UiMessagesProvider } from "../packages/ui/src/i18n";
import atelier from "../packages/ui/src/themes/atelier.css?inline";
import defaultTheme from "../packages/ui/src/themes/default.css?inline";
import nocturne from "../packages/ui/src/themes/nocturne.css?inline";
import "./preview.css";

// The shipped theme files, applied exactly as a museum would load one: plain CSS after the
// package stylesheet (a <style> in the body comes after every <style> in the head).
const THEMES: Record<string, string> = { default: defaultTheme, atelier, nocturne };

const withThemeAndLocale: Decorator = (Story, context) => {
  const theme = String(context.globals.theme ?? "default");
  const locale = (context.globals.locale ?? "de") as UiLocale;
  document.documentElement.lang = locale;
  return (
    <UiMessagesProvider locale={locale}>
      <style data-shop-theme={theme}>{THEMES[theme] ?? defaultTheme}</style>
      <Story />
    </UiMessagesProvider>
  );
};

const preview: Preview = {
  decorators: [withThemeAndLocale],
  globalTypes: {
    theme: {
      description: "Museum theme (one CSS file of token values)",
      toolbar: {
        title: "Theme",
        icon: "paintbrush",
        items: Object.keys(THEMES),
        dynamicTitle: true,
      },
    },
    locale: {
      description: "Language of the library's own texts",
      toolbar: {
        title: "Locale",
        icon: "globe",
        items: [...LOCALES],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: "default", locale: "de" },
  parameters: {
    layout: "padded",
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: {
      // Page-level rules (one main landmark, one h1, everything in landmarks) do not apply to a
      // component shown alone; every other rule stays on.
      config: {
        rules: ["landmark-one-main", "page-has-heading-one", "region"].map((id) => ({
          id,
          enabled: false,
        })),
      },
      // WCAG 2.2 AA, as the shop promises (DESIGN.md §1)
      options: {
        runOnly: {
          type: "tag",
          values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"],
        },
      },
      test: "error",
    },
  },
};

export default preview;
