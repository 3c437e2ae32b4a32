const createAppConfig = require('../scripts/webpack/createAppConfig.cjs');

module.exports = createAppConfig({
  name: 'account',
  dir: __dirname,
  port: 3004,
  exposes: {
    './app': './src/app/lifecycles.tsx',
  },
});
