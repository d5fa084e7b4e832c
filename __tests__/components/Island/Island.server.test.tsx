/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';

import { Island } from '@/components/Island/Island';

/** A page as `next build` pre-renders it: React's static renderer, every part ready at once. */
async function prerender(node: ReactNode) {
  const { prelude } = await prerenderToNodeStream(node);
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

describe('Island', () => {
  it('is written in place, in order and without a script, however long the page', async () => {
    // 40 parts of 2 kB: far past the 12.8 kB after which React's renderer writes a completed
    // <Suspense> boundary out of place (hidden, moved by a script), which a page without
    // JavaScript would never show.
    const parts = Array.from({ length: 40 }, (_, index) => index);
    const html = await prerender(
      <main>
        {parts.map((index) => (
          <Island key={index}>
            <section>
              <h2>Part {index}</h2>
              <p>{'Text. '.repeat(330)}</p>
            </section>
          </Island>
        ))}
      </main>,
    );
    expect(html.length).toBeGreaterThan(40 * 1980);
    // Positions, not the text, so that a failure reads in one line.
    expect([html.indexOf('<script'), html.indexOf(' hidden')]).toEqual([-1, -1]);
    expect(
      [...html.matchAll(/<h2>Part <!-- -->(\d+)<\/h2>/g)].map(([, index]) => Number(index)),
    ).toEqual(parts);
    expect(html).toMatch(/^<main>(<!--&--><section>.*?<\/section><!--\/&-->){40}<\/main>$/s);
  });
});
