// spec selling-core §2: /tickets itself goes on to the configured next state, the groups,
// with every parameter it was given.
import { Navigate, useLocation } from "react-router";

export function TicketsIndex() {
  const { search } = useLocation();
  return <Navigate to={`/tickets/groups${search}`} replace />;
}
