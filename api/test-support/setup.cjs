// Starting an embedded database and hashing passwords takes seconds on a busy 2-core machine: a generous per-test
// limit (a hang detector, not a timing assertion). `testTimeout` is a global option, so projects set it here.
jest.setTimeout(60_000);
