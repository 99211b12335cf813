// The library's shared texts (used by several components); German is the shop's default language
// (DESIGN.md §8) and the source of the key type. A family's own texts live in its messages.ts.
export const de = {
  close: "Schließen",
  loading: "Wird geladen",
  required: "Pflichtfeld",
  showMore: "Mehr anzeigen",
  showLess: "Weniger anzeigen",
};

export type SharedMessageKey = keyof typeof de;
export type SharedMessages = Record<SharedMessageKey, string>;
