const createAppConfig = require('../scripts/webpack/createAppConfig.cjs');

module.exports = createAppConfig({ name: 'shell', dir: __dirname, port: 3000, isHost: true });
