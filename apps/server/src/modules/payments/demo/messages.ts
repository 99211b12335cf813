// Texts of the demo payment page in the shop's four languages (spec selling-core §1: de is
// the default). `{name}` placeholders are filled by `format`, already escaped by the caller.
import type { FieldProblem } from "./bank-details";

export const PAGE_LOCALES = ["de", "en", "es", "fr"] as const;
export type PageLocale = (typeof PAGE_LOCALES)[number];

export function pageLocaleOf(locale: string): PageLocale {
  return (PAGE_LOCALES as readonly string[]).includes(locale) ? (locale as PageLocale) : "de";
}

export interface PageMessages {
  title: string;
  demoNotice: string;
  order: string;
  amount: string;
  modes: Record<"credit_card" | "paypal" | "sepa" | "elv" | "sofort", string>;
  fields: Record<
    "card_number" | "expiry" | "cvc" | "holder" | "card_holder" | "iban" | "bic",
    string
  >;
  expiryHint: string;
  pay: string;
  grantMandate: string;
  mandateText: string;
  approve: string;
  cancel: string;
  walletIntro: string;
  bankIntro: string;
  testCards: string;
  testCardOutcomes: Record<"paid" | "declined" | "threeds_cancelled" | "pending_then_paid", string>;
  testCardRest: string;
  testAccount: string;
  errorSummary: string;
  problems: Record<FieldProblem, string>;
  linkInvalidTitle: string;
  linkInvalidText: string;
  linkExpiredTitle: string;
  linkExpiredText: string;
  backToShop: string;
  doneTitle: string;
  doneText: string;
  continueToShop: string;
}

const de: PageMessages = {
  title: "Demo-Zahlung",
  demoNotice: "Dies ist ein Demo-Zahlungsanbieter. Es wird kein Geld bewegt.",
  order: "Bestellung {id}",
  amount: "Betrag",
  modes: {
    credit_card: "Kreditkarte",
    paypal: "PayPal (Demo)",
    sepa: "SEPA-Lastschrift",
    elv: "Lastschrift (ELV)",
    sofort: "Sofortüberweisung (Demo)",
  },
  fields: {
    card_number: "Kartennummer",
    expiry: "Gültig bis",
    cvc: "Prüfnummer (CVC)",
    holder: "Kontoinhaber",
    card_holder: "Karteninhaber",
    iban: "IBAN",
    bic: "BIC",
  },
  expiryHint: "Format MM/JJ",
  pay: "{amount} bezahlen",
  grantMandate: "Mandat erteilen und {amount} bezahlen",
  mandateText:
    "Ich ermächtige das Museum, den Betrag per Lastschrift von meinem Konto einzuziehen.",
  approve: "Zahlung bestätigen",
  cancel: "Zahlung abbrechen",
  walletIntro: "Die Anmeldung entfällt in dieser Demo. Bestätigen Sie die Zahlung von {amount}.",
  bankIntro: "Ihre Bank (Demo) bittet Sie, die Überweisung von {amount} zu bestätigen.",
  testCards: "Testkarten",
  testCardOutcomes: {
    paid: "Zahlung gelingt",
    declined: "Zahlung wird abgelehnt",
    threeds_cancelled: "3-D Secure wird abgebrochen",
    pending_then_paid: "zunächst ausstehend, nach einigen Sekunden bezahlt",
  },
  testCardRest: "Beliebiges künftiges Ablaufdatum und beliebige dreistellige Prüfnummer.",
  testAccount: "Testkonto: IBAN {iban}, BIC {bic}",
  errorSummary: "Bitte korrigieren Sie folgende Angaben:",
  problems: {
    missing: "{field}: Bitte ausfüllen.",
    invalid: "{field}: Die Angabe ist ungültig.",
    checksum: "{field}: Die Prüfziffer stimmt nicht.",
    expired: "{field}: Die Karte ist abgelaufen.",
  },
  linkInvalidTitle: "Zahlungslink ungültig",
  linkInvalidText: "Dieser Zahlungslink ist unbekannt oder beschädigt.",
  linkExpiredTitle: "Zahlungslink abgelaufen",
  linkExpiredText: "Dieser Zahlungslink ist abgelaufen. Bitte bestellen Sie im Shop erneut.",
  backToShop: "Zurück zum Shop",
  doneTitle: "Zahlung abgeschlossen",
  doneText: "Sie werden zum Shop zurückgeleitet.",
  continueToShop: "Weiter zum Shop",
};

const en: PageMessages = {
  title: "Demo payment",
  demoNotice: "This is a demo payment provider. No money is moved.",
  order: "Order {id}",
  amount: "Amount",
  modes: {
    credit_card: "Credit card",
    paypal: "PayPal (demo)",
    sepa: "SEPA direct debit",
    elv: "Direct debit (ELV)",
    sofort: "Sofort bank transfer (demo)",
  },
  fields: {
    card_number: "Card number",
    expiry: "Expiry date",
    cvc: "Security code (CVC)",
    holder: "Account holder",
    card_holder: "Cardholder name",
    iban: "IBAN",
    bic: "BIC",
  },
  expiryHint: "Format MM/YY",
  pay: "Pay {amount}",
  grantMandate: "Grant mandate and pay {amount}",
  mandateText: "I authorise the museum to collect the amount from my account by direct debit.",
  approve: "Approve payment",
  cancel: "Cancel payment",
  walletIntro: "Signing in is skipped in this demo. Approve the payment of {amount}.",
  bankIntro: "Your bank (demo) asks you to confirm the transfer of {amount}.",
  testCards: "Test cards",
  testCardOutcomes: {
    paid: "payment succeeds",
    declined: "payment is declined",
    threeds_cancelled: "3-D Secure is cancelled",
    pending_then_paid: "pending at first, paid after a few seconds",
  },
  testCardRest: "Any future expiry date and any three-digit security code.",
  testAccount: "Test account: IBAN {iban}, BIC {bic}",
  errorSummary: "Please correct the following:",
  problems: {
    missing: "{field}: please fill in.",
    invalid: "{field}: this is not valid.",
    checksum: "{field}: the check digits are wrong.",
    expired: "{field}: the card has expired.",
  },
  linkInvalidTitle: "Payment link not valid",
  linkInvalidText: "This payment link is unknown or damaged.",
  linkExpiredTitle: "Payment link expired",
  linkExpiredText: "This payment link has expired. Please order again in the shop.",
  backToShop: "Back to the shop",
  doneTitle: "Payment finished",
  doneText: "You are taken back to the shop.",
  continueToShop: "Continue to the shop",
};

const es: PageMessages = {
  title: "Pago de demostración",
  demoNotice: "Este es un proveedor de pagos de demostración. No se mueve dinero.",
  order: "Pedido {id}",
  amount: "Importe",
  modes: {
    credit_card: "Tarjeta de crédito",
    paypal: "PayPal (demo)",
    sepa: "Domiciliación SEPA",
    elv: "Domiciliación (ELV)",
    sofort: "Transferencia Sofort (demo)",
  },
  fields: {
    card_number: "Número de tarjeta",
    expiry: "Fecha de caducidad",
    cvc: "Código de seguridad (CVC)",
    holder: "Titular de la cuenta",
    card_holder: "Titular de la tarjeta",
    iban: "IBAN",
    bic: "BIC",
  },
  expiryHint: "Formato MM/AA",
  pay: "Pagar {amount}",
  grantMandate: "Otorgar el mandato y pagar {amount}",
  mandateText: "Autorizo al museo a cargar el importe en mi cuenta mediante domiciliación.",
  approve: "Aprobar el pago",
  cancel: "Cancelar el pago",
  walletIntro: "En esta demo no hace falta iniciar sesión. Apruebe el pago de {amount}.",
  bankIntro: "Su banco (demo) le pide confirmar la transferencia de {amount}.",
  testCards: "Tarjetas de prueba",
  testCardOutcomes: {
    paid: "el pago se realiza",
    declined: "el pago se rechaza",
    threeds_cancelled: "3-D Secure se cancela",
    pending_then_paid: "primero pendiente, pagado tras unos segundos",
  },
  testCardRest: "Cualquier fecha de caducidad futura y cualquier código de tres cifras.",
  testAccount: "Cuenta de prueba: IBAN {iban}, BIC {bic}",
  errorSummary: "Corrija lo siguiente:",
  problems: {
    missing: "{field}: rellene este campo.",
    invalid: "{field}: el valor no es válido.",
    checksum: "{field}: los dígitos de control no son correctos.",
    expired: "{field}: la tarjeta ha caducado.",
  },
  linkInvalidTitle: "Enlace de pago no válido",
  linkInvalidText: "Este enlace de pago es desconocido o está dañado.",
  linkExpiredTitle: "Enlace de pago caducado",
  linkExpiredText: "Este enlace de pago ha caducado. Vuelva a hacer el pedido en la tienda.",
  backToShop: "Volver a la tienda",
  doneTitle: "Pago finalizado",
  doneText: "Le llevamos de vuelta a la tienda.",
  continueToShop: "Continuar a la tienda",
};

const fr: PageMessages = {
  title: "Paiement de démonstration",
  demoNotice: "Ceci est un prestataire de paiement de démonstration. Aucun argent n’est débité.",
  order: "Commande {id}",
  amount: "Montant",
  modes: {
    credit_card: "Carte bancaire",
    paypal: "PayPal (démo)",
    sepa: "Prélèvement SEPA",
    elv: "Prélèvement (ELV)",
    sofort: "Virement Sofort (démo)",
  },
  fields: {
    card_number: "Numéro de carte",
    expiry: "Date d’expiration",
    cvc: "Cryptogramme (CVC)",
    holder: "Titulaire du compte",
    card_holder: "Titulaire de la carte",
    iban: "IBAN",
    bic: "BIC",
  },
  expiryHint: "Format MM/AA",
  pay: "Payer {amount}",
  grantMandate: "Signer le mandat et payer {amount}",
  mandateText: "J’autorise le musée à prélever le montant sur mon compte.",
  approve: "Approuver le paiement",
  cancel: "Annuler le paiement",
  walletIntro: "La connexion est omise dans cette démo. Approuvez le paiement de {amount}.",
  bankIntro: "Votre banque (démo) vous demande de confirmer le virement de {amount}.",
  testCards: "Cartes de test",
  testCardOutcomes: {
    paid: "le paiement réussit",
    declined: "le paiement est refusé",
    threeds_cancelled: "3-D Secure est annulé",
    pending_then_paid: "d’abord en attente, payé après quelques secondes",
  },
  testCardRest: "Toute date d’expiration future et tout cryptogramme à trois chiffres.",
  testAccount: "Compte de test : IBAN {iban}, BIC {bic}",
  errorSummary: "Veuillez corriger les points suivants :",
  problems: {
    missing: "{field} : veuillez remplir ce champ.",
    invalid: "{field} : la valeur n’est pas valide.",
    checksum: "{field} : la clé de contrôle est fausse.",
    expired: "{field} : la carte a expiré.",
  },
  linkInvalidTitle: "Lien de paiement non valide",
  linkInvalidText: "Ce lien de paiement est inconnu ou endommagé.",
  linkExpiredTitle: "Lien de paiement expiré",
  linkExpiredText: "Ce lien de paiement a expiré. Veuillez commander à nouveau dans la boutique.",
  backToShop: "Retour à la boutique",
  doneTitle: "Paiement terminé",
  doneText: "Vous êtes redirigé vers la boutique.",
  continueToShop: "Continuer vers la boutique",
};

export const MESSAGES: Readonly<Record<PageLocale, PageMessages>> = { de, en, es, fr };

/** Fills `{name}` placeholders; values must already be HTML-escaped where HTML is built. */
export function format(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
