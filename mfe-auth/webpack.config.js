const createAppConfig = require('../scripts/webpack/createAppConfig.cjs');

module.exports = createAppConfig({
  name: 'auth',
  dir: __dirname,
  port: 3001,
  exposes: {
    './app': './src/app/lifecycles.tsx',
    './AuthModal': './src/features/auth-modal/AuthModal.tsx',
  },
});
