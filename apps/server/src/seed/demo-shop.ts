// The shop-wide part of the demo: every setting the specs name (spelled out, not left to the
// defaults, so the demo shows them all), payment modes, countries, salutations, venue texts.
import { PAYMENT_MODES } from "@shop/core/contract";
import type { StoredShopSettingsInput } from "../i18n/shop-settings";
import type { CatalogueInput } from "../modules/catalogue/service";
import { DEMO_VIP_AUDIENCE } from "./demo-ids";
import { t } from "./demo-text";

export const DEMO_SETTINGS = {
  singlePageShop: true,
  venueName: "Museen am Fluss",
  // The issue 33, Deliver 5: the demo venue invoices its sales (a made-up VAT number).
  invoiceIssuer: {
    name: "Museen am Fluss gGmbH",
    street: "Uferstraße 1",
    zip: "10117",
    city: "Berlin",
    country: "Deutschland",
    vatNumber: "DE999999999",
    taxNumber: null,
  },
  // The issue 33, Deliver 6: what a visitor may cancel on the order page. Tickets and tours
  // until the day before, free; events until two days before, keeping 10 %; goods within the
  // 14 days of the right of withdrawal. Annual passes and value coupons are not cancelled here.
  cancellationRules: [
    { kind: "ticket", hoursBefore: 24, daysAfterOrder: 14, feePercent: 0 },
    { kind: "tour", hoursBefore: 24, daysAfterOrder: null, feePercent: 0 },
    { kind: "event", hoursBefore: 48, daysAfterOrder: null, feePercent: 10 },
    { kind: "merchandise", hoursBefore: null, daysAfterOrder: 14, feePercent: 0 },
  ],
  // The issue 34: the door lets a slot in half an hour early and up to an hour and a half late.
  checkInWindow: { beforeMinutes: 30, afterMinutes: 90 },
  // The issue 34: a sold-out slot takes sign-ups; freed places are held two hours for the first.
  waitingList: { enabled: true, offerMinutes: 120 },
  // surrounding-areas §2 "VIP": a code of DEMO_VIP_CODES opens the friends' circle's tickets.
  vip: { enabled: true, priceTargetAudienceId: DEMO_VIP_AUDIENCE, registrationStart: null },
  queueEnabled: false,
  // DESIGN §9: the waiting room's rule and words, for the day the venue switches it on.
  queue: {
    visitorsInside: 200,
    admissionsPerMinute: 60,
    visitIdleMinutes: 20,
    message: t(
      "Heute wollen viele zu uns. Damit alle in Ruhe buchen können, lassen wir Sie der Reihe nach in den Shop.",
      "Many people want to visit us today. So that everyone can book in peace, we let you into the shop in turn.",
      "Hoy mucha gente quiere visitarnos. Para que todos puedan reservar con calma, le dejamos entrar en la tienda por turnos.",
      "Beaucoup de monde veut nous rendre visite aujourd’hui. Pour que chacun puisse réserver sereinement, nous vous laissons entrer dans la boutique à tour de rôle.",
    ),
  },
  donationsEnabled: true,
  couponsEnabled: true,
  shipping: "optional",
  termsRequired: true,
  expressPaymentClientId: null,
  maxItemsPerList: 10,
  singleDeselect: true,
  showSoldOut: true,
  calendarMode: "any",
  calendarsCount: 2,
  monthsShown: 1,
  timePicker: { minDisplayCount: 5, scrollThreshold: 10 },
  compactStyle: false,
  compactTimeVariant: false,
  cartAutoDeleteMinutes: 10,
  reservationMinutes: 30,
  fewSeatsPercent: 70,
  capacityThreshold: 30,
  registrationAllowed: true,
  reservationRequiresLogin: false,
  onepager: { selectButtonsMax: 4, defaultTicketId: 1 },
  navigation: {
    museums: { enabled: true, pageSize: 5 },
    exhibitions: { enabled: true, pageSize: 6 },
    tickets: { enabled: true, pageSize: 0 },
    events: { enabled: true, pageSize: 5 },
    // the next tour of the two, then "view all" (surrounding-areas §2: page size + 1 asked for)
    tours: { enabled: true, pageSize: 1 },
    annualTickets: { enabled: true, pageSize: 0 },
    merchandise: { enabled: true, pageSize: 0 },
    vipTickets: { enabled: true, pageSize: 0 },
    onepager: { enabled: true, pageSize: 0 },
    coupons: { enabled: true, pageSize: 0 },
    eventsByCategory: true,
    toursByCategory: false,
  },
  startState: "start",
  startPage: {
    ticketCallToAction: true,
    ticketSearch: true,
    textBlock: null,
    links: [
      {
        title: t("Jahreskarte", "Annual pass", "Pase anual", "Carte annuelle"),
        url: "/tickets/annual",
      },
      {
        title: t("Kombiticket", "Combined ticket", "Entrada combinada", "Billet combiné"),
        url: "/tickets/combi",
      },
    ],
  },
  partnerLogos: [],
  legalLinks: { terms: "agb", privacy: "datenschutz", imprint: "impressum", sitemap: null },
  consentBanner: true,
  globalNotice: null,
  testEnvironmentBanner: true,
  // The demo's logo, served by the shop itself (apps/shop/public).
  logo: { url: "/demo-logo.svg", width: 176, height: 40 },
  customStyleUrl: null,
  customScriptUrl: null,
  // The issue 34, Deliver 4: the widget's test page (e2e/widget/test-page.html) is served here,
  // a site other than the shop's (127.0.0.1), so its overlay is a really cross-site frame; the
  // journey (e2e/tests/widget.spec.ts) and `node e2e/widget/serve.mjs` read this port from here.
  widget: { allowedSites: ["http://localhost:4179"] },
  storageKeyPrefix: "museen-am-fluss",
  maxOrderTotalCents: 100_000,
  defaultPaymentModeId: PAYMENT_MODES.credit_card,
} satisfies Required<StoredShopSettingsInput>;

export const DEMO_PAYMENT_MODES: CatalogueInput["payment_modes"] = [
  {
    id: PAYMENT_MODES.credit_card,
    key: "credit_card",
    title: t("Kreditkarte", "Credit card", "Tarjeta de crédito", "Carte de crédit"),
    icons: ["visa", "mastercard", "amex"],
  },
  { id: PAYMENT_MODES.paypal, key: "paypal", title: t("PayPal", "PayPal", "PayPal", "PayPal") },
  {
    id: PAYMENT_MODES.sepa,
    key: "sepa",
    title: t("SEPA-Lastschrift", "SEPA direct debit", "Adeudo directo SEPA", "Prélèvement SEPA"),
  },
  {
    id: PAYMENT_MODES.sofort,
    key: "sofort",
    title: t(
      "Sofortüberweisung",
      "Instant bank transfer",
      "Transferencia inmediata",
      "Virement instantané",
    ),
  },
  {
    id: PAYMENT_MODES.elv,
    key: "elv",
    title: t(
      "Elektronisches Lastschriftverfahren",
      "Electronic direct debit",
      "Domiciliación electrónica",
      "Prélèvement électronique",
    ),
  },
  {
    id: PAYMENT_MODES.collective_invoice,
    key: "collective_invoice",
    title: t("Sammelrechnung", "Collective invoice", "Factura colectiva", "Facture groupée"),
  },
  { id: PAYMENT_MODES.payyo, key: "payyo", title: t("Payyo", "Payyo", "Payyo", "Payyo") },
];

/** The demo's VIP code (a venue keeps its own secret; this one is printed in the README). */
export const DEMO_VIP_CODE = "FREUNDESKREIS";
export const DEMO_VIP_CODES: CatalogueInput["vip_codes"] = [{ code: DEMO_VIP_CODE, uses: 100_000 }];

/**
 * A demo reseller (spec selling-core §6): the account registered with this address pays by
 * collective invoice (the demo has no mailbox behind it: its mails land in the outbox).
 */
export const DEMO_RESELLER_EMAIL = "wiederverkauf@museen-am-fluss.example";

export const DEMO_RESELLERS: CatalogueInput["resellers"] = [
  { email: DEMO_RESELLER_EMAIL, note: "Demo: Reisebüro am Fluss" },
];

/** The demo's newsletters (surrounding-areas §3 newsletter choices), offered at registration. */
export const DEMO_NEWSLETTER_GROUPS: CatalogueInput["newsletter_groups"] = [
  {
    id: 1,
    name: t("Museumsnachrichten", "Museum news", "Noticias del museo", "Nouvelles du musée"),
    checkbox_text: t(
      "Ja, schicken Sie mir einmal im Monat die Nachrichten der Museen am Fluss. Abbestellen geht jederzeit in meinem Konto.",
      "Yes, send me the news of the Museums by the River once a month. I can unsubscribe at any time in my account.",
      "Sí, envíenme una vez al mes las noticias de los Museos junto al Río. Puedo darme de baja en cualquier momento en mi cuenta.",
      "Oui, envoyez-moi une fois par mois les nouvelles des Musées au bord du fleuve. Je peux me désabonner à tout moment dans mon compte.",
    ),
  },
  {
    id: 2,
    name: t("Familienprogramm", "Family programme", "Programa familiar", "Programme familial"),
    checkbox_text: t(
      "Ja, informieren Sie mich über Angebote für Familien mit Kindern.",
      "Yes, tell me about activities for families with children.",
      "Sí, infórmenme de las actividades para familias con niños.",
      "Oui, informez-moi des activités pour les familles avec enfants.",
    ),
  },
];

// Country ids: 60 is Germany, the country guests are created with (spec surrounding-areas §4).
export const DEMO_COUNTRIES: CatalogueInput["countries"] = [
  { id: 60, name: t("Deutschland", "Germany", "Alemania", "Allemagne") },
  { id: 14, name: t("Österreich", "Austria", "Austria", "Autriche") },
  { id: 41, name: t("Schweiz", "Switzerland", "Suiza", "Suisse") },
  { id: 21, name: t("Belgien", "Belgium", "Bélgica", "Belgique") },
  { id: 57, name: t("Dänemark", "Denmark", "Dinamarca", "Danemark") },
  { id: 73, name: t("Frankreich", "France", "Francia", "France") },
  { id: 105, name: t("Italien", "Italy", "Italia", "Italie") },
  { id: 125, name: t("Luxemburg", "Luxembourg", "Luxemburgo", "Luxembourg") },
  { id: 150, name: t("Niederlande", "Netherlands", "Países Bajos", "Pays-Bas") },
  { id: 171, name: t("Polen", "Poland", "Polonia", "Pologne") },
  { id: 195, name: t("Spanien", "Spain", "España", "Espagne") },
  { id: 77, name: t("Vereinigtes Königreich", "United Kingdom", "Reino Unido", "Royaume-Uni") },
];

export const DEMO_SALUTATIONS: CatalogueInput["salutations"] = [
  { id: 1, salutation: t("Herr", "Mr", "Sr.", "M.") },
  { id: 2, salutation: t("Frau", "Ms", "Sra.", "Mme") },
  { id: 3, salutation: t("Keine Anrede", "No salutation", "Sin tratamiento", "Sans civilité") },
];

export const DEMO_CONTENT: CatalogueInput["content"] = {
  cartBanner: t(
    "Bitte bringen Sie für ermäßigte Tickets einen gültigen Nachweis mit.",
    "Please bring valid proof of eligibility for reduced tickets.",
    "Traiga un justificante válido para las entradas reducidas.",
    "Veuillez apporter un justificatif valable pour les billets à tarif réduit.",
  ),
  flexInfo: t(
    "Flextickets gelten an einem beliebigen Öffnungstag innerhalb eines Jahres.",
    "Flex tickets are valid on any opening day within one year.",
    "Las entradas flexibles son válidas cualquier día de apertura durante un año.",
    "Les billets flexibles sont valables un jour d'ouverture au choix pendant un an.",
  ),
  termsInfo: t(
    "Es gelten die Allgemeinen Geschäftsbedingungen der Museen am Fluss.",
    "The general terms and conditions of the Museums by the River apply.",
    "Se aplican las condiciones generales de los Museos del Río.",
    "Les conditions générales des Musées au bord du Fleuve s'appliquent.",
  ),
};
