import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      // Art is static SVG served from public/ through plain <img>: next/image would add a
      // client component (about 6 KB gzip of JS) and an optimiser a static export cannot run.
      '@next/next/no-img-element': 'off',
    },
  },
  {
    // The layers of docs/developing.md, each importing only from the ones below it:
    // routes (app/) and the admin (cms/), then components/ (views/ included), lib/, content/;
    // styles/ stands apart. The TypeScript resolver eslint-config-next sets reads the `@/`
    // alias, so an aliased import is held to it as a relative one is.
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './content',
              from: ['./lib', './components', './app', './cms'],
              message: 'content/ is data: it imports nothing above it.',
            },
            {
              target: './lib',
              from: ['./components', './app', './cms'],
              message: 'lib/ is below components/ and the routes.',
            },
            {
              target: './components',
              from: ['./app', './cms'],
              message: 'components/ is below the routes and the admin.',
            },
            {
              target: './styles',
              from: ['./content', './lib', './components', './app', './cms'],
              message: 'styles/ imports nothing of the site.',
            },
          ],
        },
      ],
    },
  },
  globalIgnores([
    '.next/**',
    'out/**',
    'next-env.d.ts',
    'playwright-report/**',
    'test-results/**',
    'coverage/**',
    '.bench/**',
    '.wrangler/**',
    // The admin's bundle (npm run build:admin), built from cms/src.
    'cms/dist/**',
  ]),
]);
