import { Component, type ReactNode, Suspense } from 'react';
import { useLocation } from 'react-router-dom';

import { RouteErrorScreen } from './RouteErrorScreen';

interface BoundaryProps {
  /** A new address clears the error: the next page is drawn afresh. */
  resetKey: string;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
  error: unknown;
  resetKey: string;
}

/** Shows the error screen (docs/PRODUCT.md §8) instead of a page that threw, until the address changes. */
class PageErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, error: null, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? <RouteErrorScreen error={this.state.error} /> : this.props.children;
  }
}

interface Props {
  /** What shows while the page's code arrives (a first visit without server rendering). */
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * Around the routes' pages: the error screen for a page that throws or whose code cannot be
 * downloaded, and a fallback while its code arrives. In-app navigations are transitions (React
 * Router's BrowserRouter), so the previous page stays in view until the next one's code is here.
 */
export function PageBoundary({ fallback, children }: Props) {
  const { pathname, search } = useLocation();
  return (
    <PageErrorBoundary resetKey={`${pathname}${search}`}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </PageErrorBoundary>
  );
}
