// The machines running these tests are shared and often busy: the limits below only stop a hung test, they do
// not measure anything (Jest's 5 s per test and Testing Library's 1 s per wait are too short under load).
const base = require('../scripts/jest/web.cjs')(__dirname);

module.exports = { ...base, testTimeout: 30000, setupFilesAfterEnv: [...base.setupFilesAfterEnv, '<rootDir>/src/testing/patience.ts'] };
