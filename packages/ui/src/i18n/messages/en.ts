import type { SharedMessages } from "./de";

export const en = {
  close: "Close",
  loading: "Loading",
  required: "required",
  showMore: "Show more",
  showLess: "Show less",
} satisfies SharedMessages;
