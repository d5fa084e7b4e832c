import { describe, expect, it } from '@jest/globals';

import { HELLO_EMAIL } from '@/content/claims';
import { SITE_LANGUAGE } from '@/content/site';
import { SECURITY_TXT_PATH, securityTxt } from '@/lib/securityTxt';
import { SITE_URL } from '@/lib/siteUrl';

/** The fields of a security.txt, by name (RFC 9116: `Name: value`, one per line). */
const fieldsOf = (text: string) =>
  Object.fromEntries(
    text
      .split('\n')
      .filter((line) => line && !line.startsWith('#'))
      .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]),
  );

describe('security.txt', () => {
  const builtAt = new Date('2026-11-24T10:00:00Z');
  const fields = fieldsOf(securityTxt(builtAt));

  it('names the site e-mail, the language and its own canonical URL', () => {
    expect(fields.Contact).toBe(`mailto:${HELLO_EMAIL}`);
    expect(fields['Preferred-Languages']).toBe(SITE_LANGUAGE);
    expect(fields.Canonical).toBe(`${SITE_URL}${SECURITY_TXT_PATH}`);
    expect(Object.keys(fields)).toEqual(['Contact', 'Expires', 'Preferred-Languages', 'Canonical']);
  });

  it('expires within a year of the build (RFC 9116 2.5.5), as an RFC 3339 date', () => {
    expect(fields.Expires).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    const days = (Date.parse(fields.Expires!) - builtAt.getTime()) / 86_400_000;
    expect(days).toBeGreaterThan(330);
    expect(days).toBeLessThan(365);
  });
});
