/**
 * Jest's projects: unit specs beside the code, integration tests on a real PostgreSQL, the deployment's
 * tests, the web app's unit tests.
 */
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

/**
 * The ESM-only packages the backend requires (Node loads them with require(esm); Jest's own loader
 * cannot): compiled to CommonJS like our code.
 */
const esmPackages = ['supercluster', 'kdbush', 'request-filtering-agent'];
const transform = { '^.+\\.ts$': swc, [`/node_modules/(${esmPackages.join('|')})/.+\\.js$`]: swc };
const transformIgnorePatterns = [`/node_modules/(?!(${esmPackages.join('|')})/)`];

/**
 * The web app's unit tests: its TypeScript and JSX (React's automatic runtime) compiled to CommonJS
 * like the backend's, run in a simulated browser, with Vite's path aliases and its CSS imports
 * (stubbed: Jest cannot read CSS).
 */
const frontendSwc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
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
      transform,
      transformIgnorePatterns,
    },
    {
      displayName: 'integration',
      rootDir: '<rootDir>/backend',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/**/*.integration-spec.ts'],
      transform,
      transformIgnorePatterns,
      globalSetup: '<rootDir>/test/global-setup.ts',
      globalTeardown: '<rootDir>/test/global-teardown.ts',
    },
    {
      // What needs deployment tools (nginx for the caching proxy): `npm run test:deploy`.
      displayName: 'deploy',
      rootDir: '<rootDir>/backend',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/deploy/**/*.deploy-spec.ts'],
      transform,
      transformIgnorePatterns,
      globalSetup: '<rootDir>/test/global-setup.ts',
      globalTeardown: '<rootDir>/test/global-teardown.ts',
    },
    {
      displayName: 'frontend',
      rootDir: '<rootDir>/frontend',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
      transform: { '^.+\\.tsx?$': frontendSwc },
      moduleNameMapper: {
        '\\.css$': '<rootDir>/src/test/style-stub.ts',
        '^@/(.*)$': '<rootDir>/src/$1',
        '^@contracts/(.*)$': '<rootDir>/../backend/src/contracts/$1',
      },
      setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
    },
  ],
  // Integration tests start processes and import files on a machine that runs several at once. (A
  // project's own testTimeout is ignored: Jest reads it from the top level only.)
  testTimeout: 60000,
};
