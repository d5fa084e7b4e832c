import { z } from 'zod';

// Zod compiles fast parsers with `new Function` when it may. The admin's CSP allows eval only
// because Decap's own config check needs it (cms/admin-host.mjs); the site's schema does not
// add to that: interpreted parsing gives the same results, and works under a policy without
// 'unsafe-eval' the day Decap no longer needs it.
z.config({ jitless: true });
