require('@testing-library/jest-dom');
// jsdom lacks matchMedia, which antd's responsive components read.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent() {
      return false;
    },
  });
}
// jsdom has no MessageChannel; antd's scheduling helpers use it only to run a callback soon after.
// (Node's worker_threads channel would keep Jest's workers alive, so a timer-backed one stands in.)
if (typeof globalThis.MessageChannel === 'undefined') {
  globalThis.MessageChannel = class MessageChannel {
    constructor() {
      const make = () => ({ onmessage: null, postMessage: undefined, start() {}, close() {} });
      this.port1 = make();
      this.port2 = make();
      this.port1.postMessage = (data) => setTimeout(() => this.port2.onmessage && this.port2.onmessage({ data }), 0);
      this.port2.postMessage = (data) => setTimeout(() => this.port1.onmessage && this.port1.onmessage({ data }), 0);
    }
  };
}
// Waits for what a page shows end as soon as it shows; on a busy machine they may need longer than 1 s (see web.cjs).
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });
