// The page inside the shop's frame (header, main, footer): an error while it loads or renders
// shows the error page in its place and keeps the frame around it.
import { Outlet } from "react-router";
import { RouteErrorBoundary } from "../errors/route-error-boundary";

export function PageOutlet() {
  return (
    <RouteErrorBoundary>
      <Outlet />
    </RouteErrorBoundary>
  );
}
