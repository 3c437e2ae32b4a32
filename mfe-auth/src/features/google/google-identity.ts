// Google Identity Services, loaded only when a sign-in panel with the Google button is shown.
const GIS_SRC = 'https://accounts.google.com/gsi/client';

export interface GoogleCredentialResponse {
  credential?: string;
}

export interface GoogleAccountsId {
  initialize(options: {
    client_id: string;
    callback: (response: GoogleCredentialResponse) => void;
    ux_mode?: 'popup' | 'redirect';
  }): void;
  renderButton(parent: HTMLElement, options: Record<string, unknown>): void;
  prompt(): void;
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleAccountsId } };
  }
}

let loading: Promise<GoogleAccountsId> | null = null;

/** Adds the script once per page; a failed load is forgotten so the next attempt tries again. */
export function loadGoogleIdentity(): Promise<GoogleAccountsId> {
  const ready = window.google?.accounts?.id;
  if (ready) return Promise.resolve(ready);
  if (!loading) {
    loading = new Promise<GoogleAccountsId>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = GIS_SRC;
      script.async = true;
      const fail = () => {
        loading = null;
        script.remove();
        reject(new Error('Google Identity Services could not be loaded'));
      };
      script.onload = () => {
        const id = window.google?.accounts?.id;
        if (id) resolve(id);
        else fail();
      };
      script.onerror = fail;
      document.head.appendChild(script);
    });
  }
  return loading;
}

/** The email inside a Google ID token (a JWT); the API checks the signature, this only reads the claim. */
export function emailFromCredential(credential: string): string | null {
  const payload = credential.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const claims = JSON.parse(atob(base64)) as { email?: unknown };
    return typeof claims.email === 'string' && claims.email !== '' ? claims.email : null;
  } catch {
    return null;
  }
}
