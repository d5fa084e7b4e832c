/**
 * Where the invoker commands polyfill is served (app/invokers-polyfill.js): the menu's inline
 * loader asks for it where the browser lacks invoker commands, and the pages' Trusted Types
 * policy (deploy/headers.mjs) passes this one script URL besides the build output's. Plain
 * JavaScript, so that the build's own steps can import it as the pages do.
 */
export const invokersPolyfillPath = '/invokers-polyfill.js';
