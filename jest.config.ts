/** @jest-config-loader esbuild-register */
// Test projects: `server` (Node) runs the API's integration tests against real SQLite and PostgreSQL;
// `web` (jsdom) renders the SPA's screens with the real store and router against a real API server.
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
  ],
};

export default config;
