// Jest settings shared by the browser packages (shell, remotes, @souq/shared):
// jsdom, TypeScript/JSX through SWC, Testing Library's matchers.
const path = require('node:path');

// @souq/shared's own set-up, which dismisses its toasts between tests: every browser package's pages show them.
const SHARED_SETUP = path.resolve(__dirname, '../../shared/src/testing/jest-setup.ts');

module.exports = function webJestConfig(dir, overrides = {}) {
  return {
    rootDir: dir,
    displayName: path.basename(dir),
    testEnvironment: 'jsdom',
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
      ],
    },
    // A few antd dependencies ship ES modules only; let SWC compile those (pnpm keeps them under .pnpm/).
    transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(@ant-design|@rc-component|rc-[a-z-]+)[+/@])'],
    moduleNameMapper: { '\\.(css|less)$': path.join(__dirname, 'style-stub.cjs') },
    setupFiles: [path.join(__dirname, 'web-polyfills.cjs')],
    setupFilesAfterEnv: [path.join(__dirname, 'web-setup.cjs'), SHARED_SETUP],
    // No speed is tested here: a test and its waits end as soon as what they wait for shows. These limits only let
    // them wait longer when the machine is busy (CI's two cores run several test files at once).
    testTimeout: 30_000,
    ...overrides,
  };
};
