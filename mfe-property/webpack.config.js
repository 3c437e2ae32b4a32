const createAppConfig = require('@souq/build-config/webpack');

module.exports = createAppConfig({
  name: 'property',
  dir: __dirname,
  port: 3002,
  exposes: {
    './app': './src/app/lifecycles.tsx',
    './FeaturedProperties': './src/features/featured/FeaturedProperties.tsx',
  },
});
