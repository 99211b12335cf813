// The issue 33, Deliver 4: "Add to Apple Wallet". One eventTicket pass per person a line admits,
// made and signed by passkit-generator (MIT; its PKCS#7 signature by node-forge) with the venue's
// pass type certificate: the person's signed admission code as a QR code (the code itself as its
// text, for manual entry), the day and time as Berlin wall clock whatever zone the phone is in,
// the museum with its address, the seat, the line's title and "2 of 4". The serial number is
// `{order}-{item}-{person}`, so a pass downloaded again replaces the first in the wallet.
//
// A line of several people answers one .pkpasses bundle (iOS 15 and later), so one tap adds the
// whole group; a line of one answers a plain .pkpass.
import type { Locale } from "@shop/core";
import { PKPass } from "passkit-generator";
import sharp from "sharp";
import type { AppleWalletConfig } from "../../wallet-config";
import { documentMessages } from "./messages";
import { admissionKindOf } from "./ticket-pdf";
import {
  admissionSerial,
  venueAddressesOf,
  venueNamesOf,
  visitTimes,
  type WalletAdmission,
} from "./wallet-admissions";

export const PKPASS = "application/vnd.apple.pkpass";
export const PKPASSES = "application/vnd.apple.pkpasses";

// Wallet shows a pass's icon in notifications and on the lock screen; it refuses a pass without
// one. The catalogue has no logo to offer, so the icon is a plain square in the shop's colour,
// at the three scales Apple asks for.
const ICON_SIZES = { "icon.png": 29, "icon@2x.png": 58, "icon@3x.png": 87 } as const;
const ICON_COLOUR = "#1f3a5f";
let icons: Promise<Record<string, Buffer>> | undefined;

function passIcons(): Promise<Record<string, Buffer>> {
  icons ??= Promise.all(
    Object.entries(ICON_SIZES).map(async ([name, size]) => {
      const png = await sharp({
        create: { width: size, height: size, channels: 4, background: ICON_COLOUR },
      })
        .png()
        .toBuffer();
      return [name, png] as const;
    }),
  ).then(Object.fromEntries);
  return icons;
}

/** The pass.json of one person (barcode and dates are set through passkit's API). */
function passJsonOf(apple: AppleWalletConfig, admission: WalletAdmission, locale: Locale) {
  const { item } = admission;
  const text = documentMessages(locale);
  const kind = admissionKindOf(item);
  const times = visitTimes(item);
  // ignoresTimeZone: the phone shows the wall clock of the date string (Berlin's), not its own.
  const when = { value: times.startText, ignoresTimeZone: true } as const;
  return {
    formatVersion: 1,
    passTypeIdentifier: apple.passTypeIdentifier,
    teamIdentifier: apple.teamIdentifier,
    serialNumber: admissionSerial(admission),
    organizationName: venueNamesOf(item),
    description: `${text.heading[kind]}: ${item.title}`,
    backgroundColor: "rgb(255, 255, 255)",
    foregroundColor: "rgb(20, 20, 20)",
    labelColor: "rgb(80, 80, 80)",
    eventTicket: {
      headerFields: [
        {
          key: "date",
          label: text.date,
          ...when,
          dateStyle: "PKDateStyleShort",
          timeStyle: "PKDateStyleNone",
        },
      ],
      primaryFields: [{ key: "title", label: text.heading[kind], value: item.title }],
      secondaryFields: [
        ...(item.slot
          ? [
              {
                key: "time",
                label: kind === "ticket" ? text.slot : text.startTime,
                ...when,
                dateStyle: "PKDateStyleNone",
                timeStyle: "PKDateStyleShort",
              },
            ]
          : []),
        {
          key: "venue",
          label: item.venues.length > 1 ? text.venues : text.venue,
          value: venueNamesOf(item),
        },
      ],
      auxiliaryFields: [
        {
          key: "person",
          label: text.person,
          value: text.personOf(admission.person, admission.persons, admission.label),
        },
        ...(item.seat ? [{ key: "seat", label: text.seat, value: item.seat }] : []),
      ],
      backFields: [
        ...(item.venues.length > 0
          ? [
              {
                key: "address",
                label: item.venues.length > 1 ? text.venues : text.venue,
                value: venueAddressesOf(item),
              },
            ]
          : []),
        { key: "order", label: text.orderNumber, value: String(admission.orderId) },
        { key: "hint", value: text.scanHint },
      ],
    },
  };
}

async function passOf(
  apple: AppleWalletConfig,
  admission: WalletAdmission,
  locale: Locale,
): Promise<PKPass> {
  const pass = new PKPass(
    {
      ...(await passIcons()),
      "pass.json": Buffer.from(JSON.stringify(passJsonOf(apple, admission, locale))),
    },
    { wwdr: apple.wwdr, signerCert: apple.signerCert, signerKey: apple.signerKey },
  );
  pass.setBarcodes({
    format: "PKBarcodeFormatQR",
    message: admission.code,
    messageEncoding: "iso-8859-1",
    altText: admission.code,
  });
  const times = visitTimes(admission.item);
  pass.setRelevantDate(times.start);
  pass.setRelevantDates([{ startDate: times.start, endDate: times.dayEnd }]);
  // After the visit's day the pass is greyed out as used up.
  pass.setExpirationDate(times.dayEnd);
  return pass;
}

/** The passes of a line's people: one .pkpass, or a .pkpasses bundle of several. */
export async function renderApplePasses(
  apple: AppleWalletConfig,
  admissions: readonly WalletAdmission[],
  locale: Locale,
): Promise<{ bundle: boolean; bytes: Buffer }> {
  const passes: PKPass[] = [];
  for (const admission of admissions) {
    const pass = await passOf(apple, admission, locale);
    // Signing (node-forge, plain JavaScript) takes some 100 ms a pass: each is signed in a turn
    // of its own, so a family's passes do not hold up the other requests meanwhile.
    pass.getAsBuffer();
    passes.push(pass);
    await new Promise((resolve) => setImmediate(resolve));
  }
  const [single] = passes;
  if (passes.length === 1 && single) return { bundle: false, bytes: single.getAsBuffer() };
  return { bundle: true, bytes: PKPass.pack(...passes).getAsBuffer() };
}
