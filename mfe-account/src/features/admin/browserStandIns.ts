// Test support for the private-file viewer (usePrivateFileViewer): what a browser has and jsdom lacks.

/**
 * What jsdom lacks and a browser has: fetch (here over jsdom's XMLHttpRequest, to the stand-in), object URLs and
 * window.open (giving `tab`). Returns the function putting jsdom's own back, with the blobs made into URLs and the URLs let go.
 */
export function browserStandIns(tab: object) {
  const saved = {
    fetch: globalThis.fetch,
    create: URL.createObjectURL,
    revoke: URL.revokeObjectURL,
    open: window.open,
  };
  const blobs: Blob[] = [];
  const revoked: string[] = [];
  globalThis.fetch = ((url: string, init?: { headers?: Record<string, string> }) =>
    new Promise((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open('GET', url);
      xhr.responseType = 'blob';
      for (const [name, value] of Object.entries(init?.headers ?? {})) xhr.setRequestHeader(name, value);
      xhr.onload = () =>
        resolve({
          ok: xhr.status >= 200 && xhr.status < 300,
          status: xhr.status,
          blob: async () => xhr.response as Blob,
        });
      xhr.onerror = () => reject(new TypeError('network'));
      xhr.send();
    })) as unknown as typeof fetch;
  URL.createObjectURL = (blob: Blob) => {
    blobs.push(blob);
    return `blob:file-${blobs.length}`;
  };
  URL.revokeObjectURL = (url: string) => void revoked.push(url);
  window.open = (() => tab) as typeof window.open;
  return Object.assign(
    () => {
      globalThis.fetch = saved.fetch;
      URL.createObjectURL = saved.create;
      URL.revokeObjectURL = saved.revoke;
      window.open = saved.open;
    },
    { blobs, revoked },
  );
}
