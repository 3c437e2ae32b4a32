const createAppConfig = require('@souq/build-config/webpack');

module.exports = createAppConfig({
  name: 'admin',
  dir: __dirname,
  port: 3005,
  exposes: {
    './app': './src/app/lifecycles.tsx',
  },
});
