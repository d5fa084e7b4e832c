import { HELLO_EMAIL } from '@/content/claims';
import { DEFAULT_LANGUAGE } from '@/content/languages';
import { absoluteUrl } from './siteUrl';

/** Where security.txt is served (RFC 9116, section 3). */
const SECURITY_TXT_PATH = '/.well-known/security.txt';

/**
 * How long a build's security.txt stays valid. RFC 9116 (2.5.5) recommends an Expires less
 * than a year ahead, so that stale contact details lapse; each build renews it.
 */
const SECURITY_TXT_VALID_DAYS = 364;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The text of /.well-known/security.txt (RFC 9116): where to report a vulnerability (the
 * site's e-mail, from content/site.json), until when that holds, the language the team
 * reads reports in (the site's default, English), and the file's own canonical URL.
 */
export function securityTxt(builtAt: Date): string {
  const expires = new Date(builtAt.getTime() + SECURITY_TXT_VALID_DAYS * DAY_MS);
  return [
    `Contact: mailto:${HELLO_EMAIL}`,
    `Expires: ${expires.toISOString()}`,
    `Preferred-Languages: ${DEFAULT_LANGUAGE}`,
    `Canonical: ${absoluteUrl(SECURITY_TXT_PATH)}`,
    '',
  ].join('\n');
}
