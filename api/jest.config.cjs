// The API is an ES module package: tests run as native ESM (the root test script enables
// --experimental-vm-modules), TypeScript compiled by SWC, `./x.js` specifiers mapped to their `.ts` sources.
const path = require('node:path');

module.exports = {
  rootDir: __dirname,
  displayName: path.basename(__dirname),
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.test.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
    '^cookie$': '<rootDir>/test-support/cookie-cjs.cjs',
  },
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'es6' } },
    ],
  },
  setupFilesAfterEnv: ['<rootDir>/test-support/setup.cjs'],
};
