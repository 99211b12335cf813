// spec surrounding-areas §2 "Header": which account links show depends on the user's state.
// Accounts are a later phase: until then every visitor is anonymous.
export type UserState =
  | { kind: "anonymous" }
  | { kind: "guest" } // customer level 10
  | { kind: "customer" }; // customer level 20

export function useUser(): UserState {
  return { kind: "anonymous" };
}
