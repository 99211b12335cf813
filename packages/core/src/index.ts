// @shop/core: the shop's pure rules and the constants they and the contract share (also their
// own entry, `@shop/core/constants`). The API contract (zod schemas) is a separate entry,
// `@shop/core/contract`, so that a page that needs only a rule does not load every schema.
export * from "./admission-code";
export * from "./cancellation";
export * from "./capacity";
export * from "./cart-expiry";
export * from "./cart-totals";
export * from "./check-in";
export * from "./constants";
export * from "./customer-types";
export * from "./date-list";
export * from "./dates";
export * from "./discount";
export * from "./exhibition-run";
export * from "./house-hours";
export * from "./invoice";
export * from "./locale";
export * from "./money";
export * from "./order-rating";
export * from "./order-status";
export * from "./price";
export * from "./quantity";
export * from "./selection";
export * from "./shop-pages";
export * from "./start-times";
export * from "./text";
export * from "./time-window";
export * from "./vat";
