import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * invokers-polyfill (MIT, public/LICENSES.md), read at build time for an inline script: the
 * menu opens by invoker commands (`command`/`commandfor`) on the first tap, before Next's
 * runtime has started, and WebKit has none. Its minified build tests for native support
 * (`command` and CommandEvent's `source`) and changes nothing where the browser has them.
 */
export const invokersPolyfillScript =
  '/*! invokers-polyfill 1.0.3, MIT License, (c) 2025 Keith Cirkel */' +
  readFileSync(join(process.cwd(), 'node_modules', 'invokers-polyfill', 'invoker.min.js'), 'utf8');
