import type { SharedMessages } from "./de";

export const fr = {
  close: "Fermer",
  loading: "Chargement",
  required: "obligatoire",
  showMore: "Afficher plus",
  showLess: "Afficher moins",
} satisfies SharedMessages;
