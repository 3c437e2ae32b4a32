const createAppConfig = require('@souq/build-config/webpack');

module.exports = createAppConfig({
  name: 'account',
  dir: __dirname,
  port: 3004,
  exposes: {
    './app': './src/app/lifecycles.tsx',
  },
});
