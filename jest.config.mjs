import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  testMatch: ['<rootDir>/__tests__/**/*.test.ts?(x)'],
  // One way to get describe, it, expect, jest: import them from '@jest/globals', typed by
  // Jest itself. A test that leans on injected globals fails instead of passing by chance.
  injectGlobals: false,
  // Scratch copies of the checkout made by npm run bench:growth.
  modulePathIgnorePatterns: ['<rootDir>/.bench/'],
};

/**
 * next/jest maps every request ending in `.css` to an empty mock, which would also
 * swallow vanilla-extract's `./Button.css` (a `.css.ts` module) and break recipes.
 * So our mappings go first: a relative or aliased `.css` import resolves to its
 * `.css.ts` file, and only real stylesheets (the @fontsource CSS) reach the mock.
 * d3-geo and d3-array are ES-module packages whose entry is `.mjs`, which Jest will not
 * load as CommonJS even when transformed; their UMD builds are the same code.
 */
export default async function jestConfig() {
  const base = await createJestConfig(config)();
  return {
    ...base,
    // GitHub's workflow parser and its expressions package (the workflow files' schema check,
    // __tests__/deploy/workflows.test.ts) ship ES modules only, exported for `import` alone:
    // Jest runs them transformed, from the files their exports name (moduleNameMapper). So do
    // use-intl (the messages' formatter) and the message-format packages it uses, and
    // decap-cms-core's ES modules, whose event code the admin's save check is run through.
    transformIgnorePatterns: (base.transformIgnorePatterns ?? []).map((pattern, index) =>
      index === 0
        ? pattern.replace(
            '(?!(',
            '(?!(@actions/(workflow-parser|expressions)|use-intl|intl-messageformat|@formatjs|icu-minify|@schummar|decap-cms-core|',
          )
        : pattern,
    ),
    moduleNameMapper: {
      '^(\\.{1,2}/.+\\.css)$': '$1.ts',
      '^@/(.+\\.css)$': '<rootDir>/$1.ts',
      '^@/(.*)$': '<rootDir>/$1',
      '^(d3-geo|d3-array)$': '<rootDir>/node_modules/$1/dist/$1.js',
      '^@actions/(workflow-parser|expressions)$':
        '<rootDir>/node_modules/@actions/$1/dist/index.js',
      '^@actions/(workflow-parser|expressions)/(.+)$':
        '<rootDir>/node_modules/@actions/$1/dist/$2.js',
      ...base.moduleNameMapper,
    },
    transform: {
      '\\.css\\.ts$': '@vanilla-extract/jest-transform',
      ...base.transform,
    },
  };
}
