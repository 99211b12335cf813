// spec selling-core §2: the start-times rule is pure and lives in @shop/core; the server's
// modules (hold plan, catalogue loader, ticket answers) import it from here.
export { isEntryOpen, openStartTimes, type SlotTimes, slotStartTimes } from "@shop/core";
