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
