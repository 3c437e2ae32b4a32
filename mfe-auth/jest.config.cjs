const path = require('node:path');

module.exports = require('../scripts/jest/web.cjs')(__dirname, {
  setupFiles: [path.join(__dirname, 'jest.polyfills.cjs')],
});
