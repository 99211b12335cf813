// Catches what a route throws while it loads (a page's chunk gone after a deploy) or renders,
// and shows the error page instead of a blank screen. Going to another address clears it.
import { Component, type ReactNode } from "react";
import { useLocation } from "react-router";
import { ErrorPage } from "./error-page";

interface BoundaryProps {
  pathname: string;
  children: ReactNode;
}

interface BoundaryState {
  error: { value: unknown; pathname: string } | null;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(value: unknown): Partial<BoundaryState> {
    return { error: { value, pathname: "" } };
  }

  static getDerivedStateFromProps(
    props: BoundaryProps,
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    if (!state.error) return null;
    // The address the error happened at is noted on the first render after it; a later
    // address shows its own page again.
    if (state.error.pathname === "") return { error: { ...state.error, pathname: props.pathname } };
    return state.error.pathname === props.pathname ? null : { error: null };
  }

  override render() {
    return this.state.error ? <ErrorPage error={this.state.error.value} /> : this.props.children;
  }
}

export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary pathname={pathname}>{children}</Boundary>;
}
