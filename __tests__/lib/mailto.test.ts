import { describe, expect, it } from '@jest/globals';

import { mailtoHref } from '@/lib/mailto';

describe('mailtoHref', () => {
  it.each([
    // Spaces as %20, never +; what would end the subject early (&, ?, #) stays inside it.
    [{ subject: 'Application: UI/UX Designer' }, '?subject=Application%3A%20UI%2FUX%20Designer'],
    [{ subject: 'R&D? #1' }, '?subject=R%26D%3F%20%231'],
    // Line breaks as CRLF, as RFC 6068 asks.
    [{ subject: 'Hi', body: 'one\ntwo' }, '?subject=Hi&body=one%0D%0Atwo'],
  ])('encodes %j', (fields, query) => {
    const href = mailtoHref('a@b.example', fields);
    expect(href).toBe(`mailto:a@b.example${query}`);
    expect(new URL(href).searchParams.get('subject')).toBe(fields.subject);
  });
});
