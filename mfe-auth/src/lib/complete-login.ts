import { sessionStore, toast, type SessionUser } from '@souq/shared';

/** What the API returns on every successful sign-in (password, one-time code, Google). */
export interface SignedIn {
  token: string;
  user: SessionUser;
}

/**
 * docs/product/states.md: token and user stored (the store persists them and closes the modal), then the server's
 * message as a success toast. The calling form resets itself.
 */
export function completeLogin({ token, user }: SignedIn, message: string): void {
  sessionStore.getState().login(token, user);
  toast.success(message);
}
