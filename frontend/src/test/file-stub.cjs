// Imported images resolve to their file name in tests, as webpack gives them a URL.
module.exports = '/static/assets/test-file.svg';
