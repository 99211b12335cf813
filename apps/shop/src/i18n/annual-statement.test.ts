// Issue 27, spec selling-core §3 "Annual ticket sale", §7: an annual pass is never a PDF. After
// the purchase its holder names each person by the personalisation link (with a photo only
// where the ticket asks for one: photo_mandatory); the venue then posts the pass (an order with
// shipping, dispatch mode 3) or keeps it at the museum's desk (mode 4). Every text of the flow
// that speaks of the pass says that one thing, in each language, and none contradicts it: the
// annual ticket page, the cart's shipping choice, the success page and the personalisation pages.
import { LOCALES, type Locale } from "@shop/core";
import { describe, expect, it } from "vitest";
import annualDe from "./messages/annual/de.json";
import annualEn from "./messages/annual/en.json";
import annualEs from "./messages/annual/es.json";
import annualFr from "./messages/annual/fr.json";
import cartDe from "./messages/cart/de.json";
import cartEn from "./messages/cart/en.json";
import cartEs from "./messages/cart/es.json";
import cartFr from "./messages/cart/fr.json";
import checkoutDe from "./messages/checkout/de.json";
import checkoutEn from "./messages/checkout/en.json";
import checkoutEs from "./messages/checkout/es.json";
import checkoutFr from "./messages/checkout/fr.json";
import ticketsDe from "./messages/tickets/de.json";
import ticketsEn from "./messages/tickets/en.json";
import ticketsEs from "./messages/tickets/es.json";
import ticketsFr from "./messages/tickets/fr.json";

const TABLES: Record<Locale, Record<string, string>> = {
  de: { ...ticketsDe, ...cartDe, ...checkoutDe, ...annualDe },
  en: { ...ticketsEn, ...cartEn, ...checkoutEn, ...annualEn },
  es: { ...ticketsEs, ...cartEs, ...checkoutEs, ...annualEs },
  fr: { ...ticketsFr, ...cartFr, ...checkoutFr, ...annualFr },
};

/** The texts that tell how the pass reaches its holder: at and after the purchase. */
const DELIVERY_KEYS = ["cart.shippingAnnual", "checkout.success.annualText"] as const;

/** Every text of the flow about the annual pass, the personalisation pages' included. */
const ANNUAL_KEYS = [
  ...DELIVERY_KEYS,
  // The annual ticket page only says the pass is personalised by link: its German text loads
  // with the first route, which has no bytes to spare (bench/first-route); the cart says more.
  "tickets.annual.intro",
  "checkout.success.annualHeading",
  ...Object.keys(annualDe).filter((key) => !key.startsWith("annual.problem.")),
];

// The one statement, in its words per language.
const STATEMENT: Record<Locale, { notPrinted: RegExp; post: RegExp; desk: RegExp }> = {
  de: { notPrinted: /nicht ausgedruckt/, post: /per Post/, desk: /Museumskasse/ },
  en: { notPrinted: /not printed/, post: /by post/, desk: /museum's ticket desk/ },
  es: { notPrinted: /no se imprimen/, post: /por correo/, desk: /taquilla del museo/ },
  fr: { notPrinted: /ne s'impriment pas/, post: /par la poste/, desk: /caisse du musée/ },
};

// A photo only where the ticket asks for one (photo_mandatory mandatory or optional). The
// photo ID the holder shows at the first visit is another thing.
const PHOTO: Record<Locale, { named: RegExp; photoId: RegExp; onlyIfAsked: RegExp }> = {
  de: {
    named: /\bFoto\b/,
    photoId: /Lichtbildausweis/,
    onlyIfAsked: /Foto, wenn die Karte eines verlangt/,
  },
  en: { named: /\bphoto\b/, photoId: /photo ID/, onlyIfAsked: /a photo if the pass asks for one/ },
  es: {
    named: /\bfoto\b/,
    photoId: /identidad con foto/,
    onlyIfAsked: /una foto si el pase la pide/,
  },
  fr: {
    named: /\bphoto\b/,
    photoId: /identité avec photo/,
    onlyIfAsked: /une photo si la carte en demande une/,
  },
};

// What the texts said before, each contradicting the statement: printed at home (or as a
// PDF), the photo bound to the pass at the desk.
const CONTRADICTIONS: Record<Locale, RegExp[]> = {
  de: [/zu Hause ausdrucken/i, /\bPDF\b/, /an der Kasse .*Foto/, /verknüpft/],
  en: [/print at home/i, /\bPDF\b/, /at the (till|desk).*photo/, /linked to/],
  es: [/imprimir en casa/i, /\bPDF\b/, /en la taquilla .*foto/, /se vincula/],
  fr: [/imprimer chez soi/i, /\bPDF\b/, /à la caisse.*photo/, /est liée/],
};

describe.each(LOCALES)("the annual pass, as the %s shop words it", (locale) => {
  const table = TABLES[locale];
  const text = (key: string) => {
    const found = table[key];
    if (found === undefined) throw new Error(`no text ${key} in ${locale}`);
    return found;
  };

  it.each(DELIVERY_KEYS)("%s: not printed, but posted or kept at the museum's desk", (key) => {
    const { notPrinted, post, desk } = STATEMENT[locale];
    expect(text(key)).toMatch(notPrinted);
    expect(text(key)).toMatch(post);
    expect(text(key)).toMatch(desk);
  });

  it("asks for a photo only where the pass asks for one", () => {
    const { named, photoId, onlyIfAsked } = PHOTO[locale];
    const asking = ANNUAL_KEYS.map(text).filter(
      (words) => named.test(words) && !photoId.test(words) && !/\{person\}/.test(words),
    );
    expect(asking.length).toBeGreaterThan(0);
    for (const words of asking) expect(words).toMatch(onlyIfAsked);
  });

  it("says nothing that contradicts it", () => {
    for (const words of ANNUAL_KEYS.map(text)) {
      for (const contradiction of CONTRADICTIONS[locale]) expect(words).not.toMatch(contradiction);
    }
  });
});
