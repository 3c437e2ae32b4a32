import { startTransition, useEffect, useState } from 'react';
import { http, isHttpError, isLoggedIn, useSession, useTranslation } from '@souq/shared';
import type { ListingUi } from './listing-ui';

export type DetailState<R> =
  { status: 'loading' } | { status: 'missing' } | { status: 'error' } | { status: 'found'; record: R; member: boolean };

/** Listing ids are positive whole numbers; anything else is a listing that does not exist, without asking. */
const LISTING_ID = /^[1-9]\d{0,9}$/;

/**
 * With the visitor's token when there is one: members get the owner's contact details and their favourite
 * state; guests get the listing without them. An unknown or malformed id is a missing listing.
 */
async function getListingDetail<R>(url: string, signedIn: boolean, signal: AbortSignal): Promise<R | null> {
  try {
    const request = { url, signal };
    const response = signedIn ? await http.authJson<R>(request) : await http.publicJson<R>(request);
    return response.data;
  } catch (error) {
    if (isHttpError(error) && (error.status === 404 || error.kind === 'validation')) return null;
    throw error;
  }
}

/**
 * The listing at `detailPath` + id (e.g. '/auto/auto-detail/'); loaded again when the visitor logs in or out,
 * since members see more of it. While it reloads for the same listing, the page keeps showing it.
 */
export function useListingDetail<R extends { id: number | string }>(detailPath: string, id: string | null) {
  const signedIn = useSession(isLoggedIn);
  const [state, setState] = useState<DetailState<R>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!id || !LISTING_ID.test(id)) {
      setState({ status: 'missing' });
      return undefined;
    }
    const controller = new AbortController();
    setState((previous) =>
      previous.status === 'found' && String(previous.record.id) === id ? previous : { status: 'loading' },
    );
    getListingDetail<R>(`${detailPath}${encodeURIComponent(id)}`, signedIn, controller.signal).then(
      // `member`: loaded for a signed-in visitor, so its favourite flag is theirs.
      // The page renders as a transition: in short slices rather than one long task.
      (record) =>
        startTransition(() => setState(record ? { status: 'found', record, member: signedIn } : { status: 'missing' })),
      (error: unknown) => {
        if (controller.signal.aborted || (isHttpError(error) && error.kind === 'cancelled')) return;
        setState({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [detailPath, id, signedIn, attempt]);
  return { state, retry: () => setAttempt((n) => n + 1) };
}

/**
 * What a kind's detail page opens with: its texts and the visitor's language, whether the visitor is signed in
 * (members see more) and the kind's reference data (`useMaster`, for the names of a listing's values).
 */
export function useDetailPage<M>(ui: ListingUi, useMaster: () => M) {
  const { t, i18n } = useTranslation(ui.ns);
  const signedIn = useSession(isLoggedIn);
  const master = useMaster();
  return { t, lng: i18n.language, signedIn, master };
}
