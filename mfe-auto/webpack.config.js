const createAppConfig = require('@souq/build-config/webpack');

module.exports = createAppConfig({
  name: 'auto',
  dir: __dirname,
  port: 3003,
  exposes: {
    './app': './src/app/lifecycles.tsx',
    './FeaturedAutos': './src/features/featured/FeaturedAutos.tsx',
  },
});
