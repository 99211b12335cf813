export { moneyMessages } from "./messages";
export {
  formatVatRate,
  Money,
  type MoneyProps,
  Price,
  type PriceProps,
  priceVariants,
  VatNote,
  type VatNoteProps,
} from "./money";
