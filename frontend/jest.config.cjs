/** @type {import('jest').Config} */
module.exports = {
  // jsdom with Node's fetch, Request and Response, which msw needs.
  testEnvironment: 'jest-fixed-jsdom',
  testEnvironmentOptions: { url: 'http://localhost/' },
  roots: ['<rootDir>/src', '<rootDir>/scripts'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
      },
    ],
  },
  moduleNameMapper: {
    '\\.css$': 'identity-obj-proxy',
    '\\.(svg|png|jpe?g|webp|gif|woff2?)$': '<rootDir>/src/test/file-stub.cjs',
    '^@/(.*)$': '<rootDir>/src/$1',
  },
  testMatch: ['**/__tests__/**/*.test.ts?(x)', '**/scripts/**/*.test.?(c|m)js'],
  clearMocks: true,
  restoreMocks: true,
};
