/** Jest's projects: unit specs beside the code, integration tests on a real PostgreSQL. */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

/** @type {import('jest').Config} */
module.exports = {
  projects: [
    {
      displayName: 'unit',
      rootDir: '<rootDir>/backend',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/src/**/*.spec.ts'],
      transform: { '^.+\\.ts$': swc },
    },
    {
      displayName: 'integration',
      rootDir: '<rootDir>/backend',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/**/*.integration-spec.ts'],
      transform: { '^.+\\.ts$': swc },
      globalSetup: '<rootDir>/test/global-setup.ts',
      globalTeardown: '<rootDir>/test/global-teardown.ts',
      testTimeout: 60000,
    },
  ],
};
