const createAppConfig = require('@souq/build-config/webpack');

module.exports = createAppConfig({ name: 'shell', dir: __dirname, port: 3000, isHost: true });
