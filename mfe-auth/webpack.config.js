const createAppConfig = require('@souq/build-config/webpack');

module.exports = createAppConfig({
  name: 'auth',
  dir: __dirname,
  port: 3001,
  exposes: {
    './app': './src/app/lifecycles.tsx',
    './AuthModal': './src/app/auth-modal/AuthModal.tsx',
  },
});
