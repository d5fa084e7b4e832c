import { buildTime } from '@/lib/clock';
import { securityTxt } from '@/lib/securityTxt';

// Written once at build time to out/.well-known/security.txt, expiring a year on.
export const dynamic = 'force-static';

export function GET() {
  return new Response(securityTxt(buildTime()), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
}
