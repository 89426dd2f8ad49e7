/** @type {import('jest').Config} */
// Dates must render the same in California as anywhere: run every test there.
process.env.TZ = 'America/Los_Angeles';

module.exports = {
  // jsdom with Node's fetch, Request and Response, which msw needs.
  testEnvironment: 'jest-fixed-jsdom',
  testEnvironmentOptions: { url: 'http://localhost/' },
  roots: ['<rootDir>/src', '<rootDir>/scripts'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  transform: {
    '^.+\\.(m?js|tsx?)$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
          // As in webpack.config.mjs, with the messages' texts kept.
          experimental: {
            plugins: [['@lingui/swc-plugin', { useLinguiV5IdGeneration: true, descriptorFields: 'all' }]],
          },
        },
      },
    ],
  },
  // Several of msw's and Uppy's dependencies ship only ES modules; compile those (and any .mjs)
  // for Jest.
  transformIgnorePatterns: [
    '/node_modules/(?!(until-async|@uppy|@transloadit|nanoid|p-queue|p-timeout|p-retry|is-network-error)/)[^/]+/.+\\.(?!mjs$)[^.]+$',
  ],
  moduleNameMapper: {
    '\\.css$': 'identity-obj-proxy',
    '\\.(svg|png|jpe?g|webp|gif|woff2?)$': '<rootDir>/src/test/file-stub.cjs',
    '^@/(.*)$': '<rootDir>/src/$1',
    // Published with an "import"-only export map, which Jest's CommonJS resolver cannot follow.
    '^@transloadit/prettier-bytes$': '<rootDir>/node_modules/@transloadit/prettier-bytes/dist/prettierBytes.js',
  },
  testMatch: ['**/__tests__/**/*.test.ts?(x)', '**/scripts/**/*.test.?(c|m)js'],
  // Typing into forms with user-event takes a few seconds on a busy two-core machine.
  testTimeout: 15000,
  clearMocks: true,
  restoreMocks: true,
};
