import { z } from 'zod';

// Zod compiles fast parsers with `new Function` when it may; the admin's CSP forbids eval, and
// even the probe would be reported as a violation. Interpreted parsing gives the same results.
z.config({ jitless: true });
