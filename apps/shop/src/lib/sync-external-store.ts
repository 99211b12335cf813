// SWR imports useSyncExternalStore from the shim package for React 17; React 19 has it
// built in, so the build points the shim here (vite.config.ts) and ships it once.
export { useSyncExternalStore } from "react";
