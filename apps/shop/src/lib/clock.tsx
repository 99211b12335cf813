// The app reads the time through this context, so tests can hand in a fixed instant
// (DESIGN.md §2: rules get `now` passed in).
import { createContext, type ReactNode, use } from "react";

export type Now = () => Date;

const ClockContext = createContext<Now>(() => new Date());

export function ClockProvider({ now, children }: { now: Now; children: ReactNode }) {
  return <ClockContext value={now}>{children}</ClockContext>;
}

export function useNow(): Now {
  return use(ClockContext);
}
