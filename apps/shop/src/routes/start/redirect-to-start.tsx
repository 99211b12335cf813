// spec surrounding-areas §2: unknown URLs (and the bare root) go to the configured start
// state, keeping at, ac and lang.
import { Navigate, useLocation } from "react-router";
import { useShopSettings } from "../../features/shop/shop-context";
import { startTarget } from "../../features/startup/start-state";

export function RedirectToStart() {
  const { startState } = useShopSettings();
  const { search } = useLocation();
  return <Navigate to={startTarget(startState, search)} replace />;
}
