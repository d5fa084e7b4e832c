import type { Graph, Thing, WithContext } from 'schema-dts';

type JsonLdProps = { data: Graph | WithContext<Thing> };

/**
 * JSON for a script element: `<`, `>` and `&` become \u escapes, which JSON reads back as
 * the same characters, so no value (say, "</script><script>...") can close the element
 * or open a comment. The rest is plain JSON.stringify.
 */
export function serializeJsonLd(data: JsonLdProps['data']): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026');
}

/**
 * Structured data for search engines, rendered into the HTML by a server component. A
 * JSON-LD block is data, not script: the CSP hashes (deploy/hosting.mjs) skip it.
 */
export function JsonLd({ data }: JsonLdProps) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
