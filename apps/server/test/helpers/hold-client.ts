// For tests that call the reservation service directly: the settings the app passes it, and
// one client (an address without a session) whose cap no test of this kind reaches.
import type { HoldClient } from "../../src/modules/reservations/service";

export const HOLD_LIMITS = {
  holdLifetimeMinutes: 60,
  holdPlacesPerClient: 1_000_000,
  holdPlacesPerAddress: 1_000_000,
  holdRegistrationsPerAddress: 10_000,
};

export const TEST_CLIENT: HoldClient = {
  sessionHash: undefined,
  visitor: undefined,
  address: "192.0.2.1",
};
