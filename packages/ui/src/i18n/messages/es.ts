import type { SharedMessages } from "./de";

export const es = {
  close: "Cerrar",
  loading: "Cargando",
  required: "obligatorio",
  showMore: "Mostrar más",
  showLess: "Mostrar menos",
} satisfies SharedMessages;
