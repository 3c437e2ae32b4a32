const createAppConfig = require('../scripts/webpack/createAppConfig.cjs');

module.exports = createAppConfig({
  name: 'property',
  dir: __dirname,
  port: 3002,
  exposes: {
    './app': './src/app/lifecycles.tsx',
    './FeaturedProperties': './src/features/featured/FeaturedProperties.tsx',
  },
});
