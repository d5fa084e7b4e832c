import { afterEach, describe, expect, it } from '@jest/globals';

import { invokersPolyfillLoader } from '@/components/Navbar/invokersPolyfill';
import { invokersPolyfillPath } from '@/lib/invokersPolyfillPath.mjs';

/**
 * The inline script that asks for the polyfill, in jsdom, which has no invoker commands (as
 * WebKit: webkit/engine.spec.ts); hosting.spec.ts checks Chromium, which has them, asks for none.
 */
describe('loadInvokersPolyfill', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('is written into the page, and asks for the polyfill at the URL the site serves it at', () => {
    new Function(invokersPolyfillLoader)();
    const scripts = [...document.head.querySelectorAll('script')];
    expect(scripts.map((script) => script.getAttribute('src'))).toEqual([invokersPolyfillPath]);
  });
});
