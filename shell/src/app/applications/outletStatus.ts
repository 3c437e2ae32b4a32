// What each application outlet shows besides the application itself: nothing, the loading text, or the
// unavailable card. Written by the single-spa lifecycles wrapper, read by the layout.
import { create } from 'zustand';
import type { ApplicationName } from '@souq/shared/routes';

export type OutletStatus = 'idle' | 'loading' | 'mounted' | 'failed';

interface OutletStatusState {
  statuses: Partial<Record<ApplicationName, OutletStatus>>;
  setStatus(app: ApplicationName, status: OutletStatus): void;
}

export const useOutletStatus = create<OutletStatusState>()((set) => ({
  statuses: {},
  setStatus: (app, status) => set((state) => ({ statuses: { ...state.statuses, [app]: status } })),
}));

export function setOutletStatus(app: ApplicationName, status: OutletStatus): void {
  useOutletStatus.getState().setStatus(app, status);
}
