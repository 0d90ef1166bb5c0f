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

/**
 * The ESM-only packages the backend requires (Node loads them with require(esm); Jest's own loader
 * cannot): compiled to CommonJS like our code.
 */
const esmPackages = ['supercluster', 'kdbush'];
const transform = { '^.+\\.ts$': swc, [`/node_modules/(${esmPackages.join('|')})/.+\\.js$`]: swc };
const transformIgnorePatterns = [`/node_modules/(?!(${esmPackages.join('|')})/)`];

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
  ],
  // Integration tests start processes and import files on a machine that runs several at once. (A
  // project's own testTimeout is ignored: Jest reads it from the top level only.)
  testTimeout: 60000,
};
