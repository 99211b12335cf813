// `@shop/core/constants`: the tables the contract's schemas are built from (`z.enum(LOCALES)`),
// as plain `as const` values and their types. No zod here, so the shop's first route and the
// design system read them without loading the contract; the schemas cannot drift from them.
export * from "./cart-items";
export * from "./customers";
export * from "./locales";
export * from "./weekdays";
