import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { invokersPolyfillPath } from '@/lib/invokersPolyfillPath.mjs';

/**
 * invokers-polyfill (MIT, public/LICENSES.md), read at build time and served as a file of its
 * own at `invokersPolyfillPath` (app/invokers-polyfill.js): the menu opens by invoker commands
 * (`command`/`commandfor`), which WebKit lacks. Its minified build tests for native support
 * and changes nothing where the browser has them.
 */
export const invokersPolyfill =
  '/*! invokers-polyfill 1.0.3, MIT License, (c) 2025 Keith Cirkel */\n' +
  readFileSync(join(process.cwd(), 'node_modules', 'invokers-polyfill', 'invoker.min.js'), 'utf8');

/**
 * Runs in the page, from an inline script before the menu's markup: where invoker commands
 * are missing (the polyfill's own test), it asks for the polyfill at once, so the hamburger
 * works on the first tap, before Next's runtime has started (deploy/runtime-loading.mjs).
 * Browsers that have them download nothing: the polyfill (1.7 kB under brotli) is no longer
 * in every page's first 14 kB. The URL passes the page's Trusted Types policy
 * (deploy/headers.mjs).
 *
 * Self-contained: the page receives its source text, so it may use nothing from outside.
 */
export function loadInvokersPolyfill(src: string) {
  const commandEvent = (globalThis as { CommandEvent?: { prototype: object } }).CommandEvent;
  if (
    'command' in HTMLButtonElement.prototype &&
    commandEvent &&
    'source' in commandEvent.prototype
  )
    return;
  const script = document.createElement('script');
  script.src = src;
  document.head.append(script);
}

export const invokersPolyfillLoader = `(${loadInvokersPolyfill.toString()})(${JSON.stringify(invokersPolyfillPath)})`;
