import { afterEach, describe, expect, it } from '@jest/globals';

import { invokersPolyfillLoader, loadInvokersPolyfill } from '@/components/Navbar/invokersPolyfill';
import { invokersPolyfillPath } from '@/lib/invokersPolyfillPath.mjs';

const polyfillScripts = () =>
  [...document.head.querySelectorAll('script')].filter(
    (script) => script.getAttribute('src') === invokersPolyfillPath,
  );

/** Native invoker commands as Chromium and Firefox have them: `command` and CommandEvent's `source`. */
function withNativeCommands() {
  Object.defineProperty(HTMLButtonElement.prototype, 'command', {
    configurable: true,
    value: '',
  });
  class CommandEvent extends Event {}
  Object.defineProperty(CommandEvent.prototype, 'source', { configurable: true, value: null });
  Object.assign(globalThis, { CommandEvent });
}

/** The inline script that asks for the polyfill (its behaviour in WebKit: webkit/engine.spec.ts). */
describe('loadInvokersPolyfill', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    delete (HTMLButtonElement.prototype as { command?: string }).command;
    delete (globalThis as { CommandEvent?: unknown }).CommandEvent;
  });

  it('asks for the polyfill where the browser has no invoker commands (jsdom, WebKit)', () => {
    loadInvokersPolyfill(invokersPolyfillPath);
    expect(polyfillScripts()).toHaveLength(1);
  });

  it('asks for nothing where the browser has them', () => {
    withNativeCommands();
    loadInvokersPolyfill(invokersPolyfillPath);
    expect(polyfillScripts()).toHaveLength(0);
  });

  it('is written into the page with the URL the site serves the polyfill at', () => {
    new Function(invokersPolyfillLoader)();
    expect(polyfillScripts()).toHaveLength(1);
  });
});
