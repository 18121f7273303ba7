/** @jest-config-loader esbuild-register */
// Test projects: `server` (Node) runs the API's integration tests against real SQLite and PostgreSQL;
// `web` (jsdom) renders the SPA's screens with the real store and router against a real API server;
// `reliability` runs long loads against real server processes (`npm run test:reliability`);
// `e2e` drives Chromium through the production build served by the real server (`npm run test:e2e`).
import type { Config } from 'jest';

const tsJest = { '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }] } as const;

const config: Config = {
  maxWorkers: 2,
  projects: [
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/server'],
      testMatch: ['**/*.test.ts'],
      transform: tsJest,
      setupFilesAfterEnv: ['<rootDir>/server/test/setup.ts'],
    },
    {
      // `npm run test:reliability`: long runs against real server processes (mixed load for LOAD_SECONDS).
      displayName: 'reliability',
      testEnvironment: 'node',
      roots: ['<rootDir>/server'],
      testMatch: ['**/*.reliability.ts'],
      transform: tsJest,
      setupFilesAfterEnv: ['<rootDir>/server/test/setup.ts'],
    },
    {
      displayName: 'web',
      testEnvironment: 'jest-fixed-jsdom',
      testEnvironmentOptions: { customExportConditions: [''] },
      roots: ['<rootDir>/src'],
      testMatch: ['**/*.test.ts?(x)'],
      transform: tsJest,
      globalSetup: '<rootDir>/src/test/globalSetup.ts',
      globalTeardown: '<rootDir>/src/test/globalTeardown.ts',
      setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
    },
    {
      displayName: 'e2e',
      testEnvironment: 'node',
      roots: ['<rootDir>/e2e'],
      testMatch: ['**/*.test.ts'],
      transform: tsJest,
      globalSetup: '<rootDir>/e2e/support/globalSetup.ts',
      globalTeardown: '<rootDir>/e2e/support/globalTeardown.ts',
      setupFilesAfterEnv: ['<rootDir>/e2e/support/setupBrowser.ts'],
    },
  ],
};

export default config;
