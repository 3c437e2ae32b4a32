// Test support for the private-file viewer (usePrivateFileViewer): what a browser has and jsdom lacks.

/**
 * What jsdom lacks and a browser has: fetch (here over jsdom's XMLHttpRequest, to the stand-in), object URLs,
 * window.open (giving `tab`) and a link's download (recorded, as jsdom cannot save a file). Returns the function
 * putting jsdom's own back, with the blobs made into URLs, the URLs let go and the files saved.
 */
export function browserStandIns(tab: object) {
  const own = {
    fetch: globalThis.fetch,
    create: URL.createObjectURL,
    revoke: URL.revokeObjectURL,
    open: window.open,
    click: HTMLAnchorElement.prototype.click,
  };
  const blobs: Blob[] = [];
  const revoked: string[] = [];
  const saved: { href: string; name: string }[] = [];
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
          headers: { get: (name: string) => xhr.getResponseHeader(name) },
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
  HTMLAnchorElement.prototype.click = function click(this: HTMLAnchorElement) {
    if (this.download) saved.push({ href: this.getAttribute('href') ?? '', name: this.download });
    else own.click.call(this);
  };
  return Object.assign(
    () => {
      globalThis.fetch = own.fetch;
      URL.createObjectURL = own.create;
      URL.revokeObjectURL = own.revoke;
      window.open = own.open;
      HTMLAnchorElement.prototype.click = own.click;
    },
    { blobs, revoked, saved },
  );
}
