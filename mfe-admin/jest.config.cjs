module.exports = require('@souq/build-config/jest-web')(__dirname);
