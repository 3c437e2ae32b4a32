// One Jest run across the workspace: each package keeps its own config beside its code.
module.exports = {
  // The projects' own `testTimeout` (build-config/jest/web.cjs) is not read when Jest runs them as projects of one run: the
  // limit belongs to the run. Without it here every test had Jest's 5 s, which a busy two-core machine can exceed.
  testTimeout: 30_000,
  // One worker per core, not Jest's default of one fewer: on two cores that default is a single worker, idle while
  // its test waits for the database server, a timer or a child process.
  maxWorkers: '100%',
  projects: [
    '<rootDir>/shared',
    '<rootDir>/remote-registry',
    '<rootDir>/shell',
    '<rootDir>/mfe-auth',
    '<rootDir>/mfe-property',
    '<rootDir>/mfe-auto',
    '<rootDir>/mfe-account',
    '<rootDir>/mfe-admin',
    '<rootDir>/api',
    '<rootDir>/scripts',
  ],
};
