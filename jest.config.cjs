// One Jest run across the workspace: each package keeps its own config beside its code.
module.exports = {
  projects: [
    '<rootDir>/shared',
    '<rootDir>/remote-registry',
    '<rootDir>/shell',
    '<rootDir>/mfe-auth',
    '<rootDir>/mfe-property',
    '<rootDir>/mfe-auto',
    '<rootDir>/mfe-account',
    '<rootDir>/api',
    '<rootDir>/scripts',
  ],
};
