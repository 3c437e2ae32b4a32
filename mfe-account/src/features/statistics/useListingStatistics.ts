import { useEffect, useState } from 'react';
import { isHttpError } from '@souq/shared';
import {
  getListingStatistics,
  listStatisticsListings,
  type ListingKind,
  type ListingStatistics,
  type StatisticsListing,
} from './statisticsRequests';

export type Loadable<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'failed'; message: string | null }
  | { status: 'ready'; data: T };

/** What a failed call should say on the page: the API's own words (e.g. why a 403 or 404), if any. */
function failure(error: unknown): { status: 'failed'; message: string | null } {
  if (!isHttpError(error) || error.kind === 'network' || error.kind === 'cancelled')
    return { status: 'failed', message: null };
  const body = error.body as { message?: unknown } | undefined;
  return {
    status: 'failed',
    message: typeof body?.message === 'string' && body.message.trim() !== '' ? body.message : error.message,
  };
}

export function useStatisticsListings(attempt: number): Loadable<StatisticsListing[]> {
  const [state, setState] = useState<Loadable<StatisticsListing[]>>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    listStatisticsListings(controller.signal).then(
      (data) => setState({ status: 'ready', data }),
      (error: unknown) => !controller.signal.aborted && setState(failure(error)),
    );
    return () => controller.abort();
  }, [attempt]);
  return state;
}

export function useListingStatistics(
  selection: { kind: ListingKind; id: number } | null,
  attempt: number,
): Loadable<ListingStatistics> {
  const [state, setState] = useState<Loadable<ListingStatistics>>({ status: 'idle' });
  const kind = selection?.kind;
  const id = selection?.id;
  useEffect(() => {
    if (!kind || !id) {
      setState({ status: 'idle' });
      return undefined;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    getListingStatistics(kind, id, controller.signal).then(
      (data) => setState({ status: 'ready', data }),
      (error: unknown) => !controller.signal.aborted && setState(failure(error)),
    );
    return () => controller.abort();
  }, [kind, id, attempt]);
  return state;
}
