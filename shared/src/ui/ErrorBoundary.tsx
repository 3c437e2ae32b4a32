import { Component, type ErrorInfo, type ReactNode } from 'react';
import { UnavailableCard } from './UnavailableCard';

export interface ErrorBoundaryProps {
  children?: ReactNode;
  /** What to show instead of the crashed part; a function receives the error and a reset. Default: UnavailableCard with retry. */
  fallback?: ReactNode | ((error: Error, reset: () => void) => ReactNode);
  onError?: (error: Error, info: ErrorInfo) => void;
  /** The remote whose part this is, told to the shell's health reports with the error. */
  remote?: string;
}

/** A window event every caught error is announced with (detail: { error, remote }), for the shell's health reports. */
export const BOUNDARY_ERROR_EVENT = 'souq:boundary-error';

interface State {
  error: Error | null;
}

/** Keeps a crash inside one section (a remote, a widget) from blanking the whole page. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    this.props.onError?.(error, info);
    try {
      window.dispatchEvent(new CustomEvent(BOUNDARY_ERROR_EVENT, { detail: { error, remote: this.props.remote } }));
    } catch {
      // no window (server rendering): nothing to tell
    }
  }

  reset = (): void => {
    this.setState({ error: null });
  };

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    const { fallback } = this.props;
    if (typeof fallback === 'function') return fallback(error, this.reset);
    if (fallback !== undefined) return fallback;
    return <UnavailableCard onRetry={this.reset} />;
  }
}
