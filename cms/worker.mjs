/**
 * The hosted content admin's Worker (cms/wrangler.jsonc `main`). Its code is in
 * cms/admin-host.mjs: the runtime takes every named export of this module for an entry point,
 * so this one exports the handler alone, and the tests import the rest from there.
 */
import { handle } from './admin-host.mjs';

const worker = { fetch: handle };

export default worker;
