import { invokersPolyfill } from '@/components/Navbar/invokersPolyfill';

// Written once at build time into out/invokers-polyfill.js: the invoker commands polyfill,
// which only browsers without them ask for (components/Navbar/invokersPolyfill.ts).
export const dynamic = 'force-static';

export function GET() {
  return new Response(invokersPolyfill, {
    headers: { 'Content-Type': 'text/javascript; charset=utf-8' },
  });
}
