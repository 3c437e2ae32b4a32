// Runs before the test framework: jsdom lacks TextEncoder/TextDecoder, which react-router reads when it loads.
const { TextEncoder, TextDecoder } = require('node:util');
if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = TextDecoder;
// The build label webpack defines for every app (see scripts/webpack/createAppConfig.cjs).
globalThis.__SOUQ_BUILD_LABEL__ = '';
