// Booking rules (DESIGN §3): pure, table-tested, used by the server and the shop alike.
export * from "./checkout";
export * from "./event-places";
export * from "./line";
export * from "./line-fill";
export * from "./merchandise";
export * from "./result";
export * from "./tour";
