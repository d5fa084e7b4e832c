import { describe, expect, it } from '@jest/globals';

import { mailtoHref } from '@/lib/mailto';

describe('mailtoHref', () => {
  it('percent-encodes the subject, spaces as %20 and never as +', () => {
    expect(mailtoHref('careers@scoot.example', { subject: 'Application: UI/UX Designer' })).toBe(
      'mailto:careers@scoot.example?subject=Application%3A%20UI%2FUX%20Designer',
    );
  });

  it('keeps characters that would end the subject early (&, ?, #) inside it', () => {
    const href = mailtoHref('a@b.example', { subject: 'R&D? #1' });
    expect(href).toBe('mailto:a@b.example?subject=R%26D%3F%20%231');
    expect(new URL(href).searchParams.get('subject')).toBe('R&D? #1');
  });

  it('adds a body with CRLF line breaks, as RFC 6068 asks', () => {
    expect(mailtoHref('a@b.example', { subject: 'Hi', body: 'one\ntwo' })).toBe(
      'mailto:a@b.example?subject=Hi&body=one%0D%0Atwo',
    );
  });
});
