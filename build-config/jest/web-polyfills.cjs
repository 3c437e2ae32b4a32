// Runs before the test framework: jsdom lacks TextEncoder/TextDecoder, which react-router reads when it loads.
const { TextEncoder, TextDecoder } = require('node:util');
if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = TextDecoder;
// The build label webpack defines for every app (see ../webpack/createAppConfig.cjs).
globalThis.__SOUQ_BUILD_LABEL__ = '';
// jsdom computes no pseudo-element styles and reports every such call as "Not implemented" on the console; antd
// measures the scroll bar that way when a dialog opens. A browser answers with the element's own style there.
if (typeof window !== 'undefined') {
  const computed = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element) => computed(element);
}
// jsdom lays nothing out, so there is nothing to scroll: its scrollTo only reports itself as not implemented.
if (typeof window !== 'undefined') window.scrollTo = () => {};
// jsdom has no Web Crypto digest, which the shared HTTP client's proof of work computes with: Node's own is the same API.
if (typeof globalThis.crypto?.subtle === 'undefined') {
  Object.defineProperty(globalThis, 'crypto', { value: require('node:crypto').webcrypto, configurable: true });
}
