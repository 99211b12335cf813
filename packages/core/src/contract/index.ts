// The API contract (`@shop/core/contract`): zod schemas of every entity, query and body,
// shared by the server (parsing, OpenAPI) and the shop. Types are inferred from the schemas.

export * from "./after-sale";
export * from "./annual";
export * from "./auth";
export * from "./capacity";
export * from "./cart";
export * from "./cart-item";
export * from "./check-in";
export * from "./common";
export * from "./coupon";
export * from "./customer";
export * from "./customer-forms";
export * from "./endpoints";
export * from "./errors";
export * from "./event";
export * from "./event-calendar";
export * from "./event-seat";
export * from "./merchandise";
export * from "./museum";
export * from "./newsletter";
export * from "./order";
export * from "./page";
export * from "./page-routes";
export * from "./payment-webhook";
export * from "./queries";
export * from "./query-params";
export * from "./reservation";
export * from "./routes";
export * from "./shop";
export * from "./shop-settings";
export * from "./ticket";
export * from "./tour";
export * from "./waiting-list";
