/**
 * A `mailto:` URL (RFC 6068) with a prefilled subject and optional body. Header values are
 * percent-encoded with encodeURIComponent, so spaces become %20 (never "+", which mail
 * clients would show literally) and "&", "?", "/" or "#" in a job title cannot break the URL.
 */
export function mailtoHref(address: string, fields: { subject: string; body?: string }) {
  const query = Object.entries(fields)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .map(([name, value]) => `${name}=${encodeURIComponent(value.replace(/\r?\n/g, '\r\n'))}`)
    .join('&');
  return `mailto:${address}?${query}`;
}
