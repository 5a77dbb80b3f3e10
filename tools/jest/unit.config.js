// Unit tests: jest in ESM mode (NestJS 12 ships ESM only) with swc for speed.
// Each project runs it with `--rootDir .`; integration tests have their own config.
const contracts = new URL('../../contracts/src/index.ts', import.meta.url).pathname;
const serviceKit = new URL('../../services/kit/src/index.ts', import.meta.url).pathname;
const serviceKitTesting = new URL('../../services/kit/src/testing/index.ts', import.meta.url).pathname;

const reporter = new URL('./results-reporter.js', import.meta.url).pathname;
/** Jest's own report, and the counts `npm test` adds up (results-reporter.js), under the tier's name. */
export const reportersFor = (tier) => ['default', [reporter, { tier }]];

export default {
  testEnvironment: 'node',
  reporters: reportersFor('unit'),
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  // tools/scripts keeps its modules in lib/.
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx', '<rootDir>/lib/**/*.spec.ts'],
  moduleNameMapper: {
    '^@afilia/contracts$': contracts,
    '^@afilia/service-kit$': serviceKit,
    '^@afilia/service-kit/testing$': serviceKitTesting,
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  transform: {
    '^.+\\.tsx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true, tsx: true },
          transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'es6' },
      },
    ],
  },
};
