// `@shop/core/constants`: the tables the contract's schemas are built from (`z.enum(LOCALES)`),
// as plain `as const` values and their types. No zod here, so the shop's first route and the
// design system read them without loading the contract; the schemas cannot drift from them.
// One module per table (or per pair that loads together): a bundler places a whole module in
// one chunk, so the first route carries only the tables it reads (bench/first-route).
export * from "./address-types";
export * from "./annual";
export * from "./cart-item-types";
export * from "./customer-levels";
export * from "./embed";
export * from "./language-ids";
export * from "./locales";
export * from "./merchandise";
export * from "./payment-modes";
export * from "./price-target-audiences";
export * from "./queue";
export * from "./shop-settings";
export * from "./ticket-types";
export * from "./tokens";
export * from "./waiting-list";
export * from "./weekdays";
