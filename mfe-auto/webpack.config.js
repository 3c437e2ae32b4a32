const createAppConfig = require('../scripts/webpack/createAppConfig.cjs');

module.exports = createAppConfig({
  name: 'auto',
  dir: __dirname,
  port: 3003,
  exposes: {
    './app': './src/app/lifecycles.tsx',
    './FeaturedAutos': './src/features/featured/FeaturedAutos.tsx',
  },
});
