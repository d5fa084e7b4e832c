/**
 * @jest-environment node
 */
import { describe, expect, it } from '@jest/globals';
import { renderToStaticMarkup } from 'react-dom/server';
import type { WithContext, Organization } from 'schema-dts';

import { JsonLd, serializeJsonLd } from '@/components/JsonLd/JsonLd';

const hostile: WithContext<Organization> = {
  '@context': 'https://schema.org',
  '@type': 'Organization',
  name: 'Scoot </script><script>alert(1)</script> <!-- & "friends"',
  description: 'Line\u2028separator, tags <b>, & ampersands',
};

describe('JsonLd', () => {
  it('renders one JSON-LD data block that parses back to the same object', () => {
    const html = renderToStaticMarkup(<JsonLd data={hostile} />);
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
    expect(blocks).toHaveLength(1);
    expect(JSON.parse(blocks[0]![1]!)).toEqual(hostile);
  });

  it('cannot be closed or commented out by a value: no <, > or & reaches the HTML', () => {
    const text = serializeJsonLd(hostile);
    expect(text).not.toMatch(/[<>&]/);
    expect(text).toContain('\\u003c/script\\u003e');
    const html = renderToStaticMarkup(<JsonLd data={hostile} />);
    // The only closing tag is the block's own.
    expect(html.match(/<\/script/gi)).toHaveLength(1);
    expect(html).not.toContain('<!--');
  });
});
