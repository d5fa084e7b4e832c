/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';

import {
  buildFailure,
  type Capture,
  capturesFromReport,
  describeStructuredData,
  type PageInfo,
  readPage,
  reviewHtml,
  snippetWarnings,
  verdict,
} from '@/quality/review.mjs';

/** A Playwright JSON report as the visual spec writes it: one test per case and project. */
function report(
  tests: { name: string; width: number; status: string; attachments?: string[]; page?: string }[],
) {
  return {
    suites: [
      {
        title: 'visual.spec.ts',
        specs: [],
        suites: [
          {
            title: 'visual regression',
            specs: tests.map((test) => ({
              title: test.name,
              tests: [
                {
                  projectName: { 375: 'phone', 768: 'tablet', 1440: 'desktop' }[test.width],
                  annotations:
                    test.status === 'skipped'
                      ? []
                      : [
                          {
                            type: 'visual',
                            description: JSON.stringify({
                              name: test.name,
                              title: `${test.name} title`,
                              page: test.page ?? '/careers',
                              width: test.width,
                              file: `${test.name}-${test.width}.png`,
                            }),
                          },
                        ],
                  results: [
                    {
                      status: test.status,
                      errors: test.status === 'failed' ? [{ message: 'Timed out' }] : [],
                      attachments: (test.attachments ?? []).map((kind) => ({
                        name: `${test.name}-${test.width}-${kind}.png`,
                        path: `/results/${test.name}-${test.width}-${kind}.png`,
                      })),
                    },
                  ],
                },
              ],
            })),
          },
        ],
      },
    ],
  };
}

describe('npm run review (quality/review.mjs)', () => {
  it('reads each capture and its verdict from the visual spec report', () => {
    const captures = capturesFromReport(
      report([
        { name: 'home', width: 375, status: 'passed' },
        {
          name: 'careers',
          width: 768,
          status: 'failed',
          attachments: ['expected', 'actual', 'diff'],
        },
        { name: 'pricing', width: 1440, status: 'failed', attachments: ['actual'] },
        { name: 'about', width: 375, status: 'failed' },
        { name: 'menu-open', width: 1440, status: 'skipped' },
      ]),
    );
    expect(captures.map((c) => [c.file, c.status])).toEqual([
      ['home-375.png', 'same'],
      ['careers-768.png', 'changed'],
      ['pricing-1440.png', 'new'],
      ['about-375.png', 'failed'],
    ]);
    expect(captures[1]!.pictures).toEqual({
      expected: '/results/careers-768-expected.png',
      actual: '/results/careers-768-actual.png',
      diff: '/results/careers-768-diff.png',
    });
    expect(captures[3]!.error).toBe('Timed out');
  });

  it('says "no change", or which captures changed at which widths', () => {
    expect(verdict([{ title: 'Careers page', width: 375, status: 'same' }])).toMatch(/No change/);
    expect(
      verdict([
        { title: 'Careers page', width: 375, status: 'changed' },
        { title: 'Careers page', width: 768, status: 'same' },
        { title: 'Careers page', width: 1440, status: 'changed' },
      ]),
    ).toContain('Careers page: changed at 375 px and 1440 px.');
  });

  it('flags titles and descriptions search engines will cut, with the limits it uses', () => {
    expect(snippetWarnings({ title: 'Careers | Scoot', description: 'x'.repeat(110) })).toEqual([]);
    const [title, description] = snippetWarnings({
      title: 'A'.repeat(61),
      description: 'b'.repeat(156),
    });
    expect(title).toMatch(/61 characters: search engines show about 60/);
    expect(description).toMatch(/156 characters: search engines show about 155/);
    expect(snippetWarnings({ title: 'Short', description: 'c'.repeat(130) })).toEqual([
      expect.stringMatching(/phones show about 120/),
    ]);
    expect(snippetWarnings({ title: 'Short', description: '' })).toEqual([
      expect.stringMatching(/no description/),
    ]);
  });

  it('puts every job posting and FAQ question of the JSON-LD into words', () => {
    const entries = describeStructuredData([
      {
        '@context': 'https://schema.org',
        '@graph': [
          { '@type': 'Organization', name: 'Scoot', areaServed: [{ name: 'London' }] },
          {
            '@type': 'FAQPage',
            mainEntity: [
              { name: 'Helmets?', acceptedAnswer: { text: 'Yes.' } },
              { name: 'Licence?' },
            ],
          },
        ],
      },
      {
        '@type': 'JobPosting',
        title: 'Fleet Supervisor',
        description: 'Keep scooters charged.',
        datePosted: '2026-11-16',
        validThrough: '2027-02-14',
        employmentType: 'FULL_TIME',
        hiringOrganization: { name: 'Scoot' },
        jobLocation: { address: { addressLocality: 'Jakarta', addressCountry: 'ID' } },
      },
      { '@type': 'JobPosting', title: 'Mechanic', employmentType: 'PART_TIME' },
    ]);
    expect(entries).toEqual([
      { heading: 'Organisation: Scoot', items: ['Serves 1 cities: London'] },
      { heading: 'FAQ: 2 questions', items: ['Helmets?', 'Licence? (no answer!)'] },
      {
        heading: 'Job postings: 2',
        items: [
          'Fleet Supervisor · Jakarta, ID · full time · posted 2026-11-16 · open until 2027-02-14',
          'Mechanic · part time · missing description, datePosted, validThrough, hiringOrganization, jobLocation!',
        ],
      },
    ]);
  });

  it('reads what a built page tells crawlers and link previews', () => {
    const info = readPage(
      '<!doctype html><html><head><title>Careers | Scoot</title>' +
        '<meta name="description" content="Join us.">' +
        '<link rel="canonical" href="https://scoot.example/careers">' +
        '<meta property="og:title" content="Careers | Scoot">' +
        '<meta property="og:image" content="https://scoot.example/social/careers.png">' +
        '<meta property="og:image:alt" content="Scoot, Careers">' +
        '</head><body><script type="application/ld+json">{"@type":"WebSite","name":"Scoot"}</script></body></html>',
    );
    expect(info).toMatchObject({
      title: 'Careers | Scoot',
      description: 'Join us.',
      canonical: 'https://scoot.example/careers',
      noindex: false,
      share: {
        title: 'Careers | Scoot',
        description: 'Join us.',
        url: 'https://scoot.example/careers',
        image: 'https://scoot.example/social/careers.png',
        imageAlt: 'Scoot, Careers',
      },
      jsonLd: [{ '@type': 'WebSite', name: 'Scoot' }],
    });
    expect(readPage('<meta name="robots" content="noindex"><title>x</title>').noindex).toBe(true);
  });

  it('keeps the message of a build that content or TypeScript stopped', () => {
    const content =
      'noise\n  [cause]: Error: Content error: 1 problem in content/ would break the site. Fix it and build again:\n    - content/jobs.ts, jobOpenings[6] ("x").cityId: "paris" is not a city\n      at <unknown>';
    expect(buildFailure(content)).toBe(
      'Content error: 1 problem in content/ would break the site. Fix it and build again:\n    - content/jobs.ts, jobOpenings[6] ("x").cityId: "paris" is not a city',
    );
    const typescript =
      'Running TypeScript ...\n./content/jobs.ts:80:5\nType error: Type \'"paris"\' is not assignable to type \'"london"\'.\n\n  78 | ...\nNext.js build worker exited';
    expect(buildFailure(typescript)).toBe(
      './content/jobs.ts:80:5\nType error: Type \'"paris"\' is not assignable to type \'"london"\'.',
    );
  });

  describe('the page', () => {
    const capture = (over: Partial<Capture>): Capture => ({
      name: 'careers',
      title: 'Careers page',
      page: '/careers',
      width: 375,
      file: 'careers-375.png',
      project: 'phone',
      status: 'same',
      pictures: {},
      error: '',
      ...over,
    });
    const info: PageInfo = {
      title: 'Careers | Scoot',
      description: 'Join Scoot.',
      canonical: 'https://scoot.example/careers',
      noindex: false,
      share: {
        title: 'Careers | Scoot',
        description: 'Join Scoot.',
        url: 'https://scoot.example/careers',
        image: 'https://scoot.example/social/careers.png',
        imageAlt: 'A card',
      },
      jsonLd: [],
    };
    const page = (captures: Capture[], gateOk = true, auditFailures: string[] = []) =>
      reviewHtml({
        generatedAt: '2026-11-23 12:00 UTC',
        gates: [
          { name: 'Links', script: 'quality/check-links.mjs', ok: gateOk, detail: 'links: 1' },
        ],
        audit: { date: '2026-11-23T06:55:25.631Z', failures: auditFailures },
        captures,
        pages: ['/careers'],
        pagesInfo: new Map([['/careers', info]]),
        notes: ['This build includes changes not yet committed: content/jobs.ts.'],
        keep: (_source, name) => `img/${name}`,
      });

    it('says no page changed when every capture matches its baseline', () => {
      const html = page([capture({})]);
      expect(html).toContain('No page looks different from the accepted pictures.');
      expect(html).toContain('<img src="img/careers-375.png"');
      expect(html).not.toContain('before, after');
      expect(html).toContain('Every gate passed.');
      expect(html).toContain('The last audit held every budget (run 2026-11-23');
      expect(html).toContain('changes not yet committed: content/jobs.ts');
    });

    it('does not call every gate passed when the last audit broke a budget', () => {
      const html = page([capture({})], true, ['/ (mobile): TBT 56 ms > 50 ms']);
      expect(html).toContain('broke 1 budget(s): / (mobile): TBT 56 ms &gt; 50 ms');
      expect(html).not.toContain('Every gate passed.');
      expect(html).toContain('The HTML and link gates passed; the last audit did not');
    });

    it('names a changed page and shows before, after and the difference', () => {
      const html = page(
        [
          capture({
            width: 768,
            file: 'careers-768.png',
            status: 'changed',
            pictures: { expected: '/r/e.png', actual: '/r/a.png', diff: '/r/d.png' },
          }),
        ],
        false,
      );
      expect(html).toContain('Changed against the accepted pictures: Careers.');
      expect(html).toContain('Careers page: changed at 768 px.');
      for (const name of [
        'careers-768-expected.png',
        'careers-768-actual.png',
        'careers-768-diff.png',
      ])
        expect(html).toContain(`src="img/${name}"`);
      expect(html).toContain('Links: FAILED');
      expect(html).toContain('A gate failed');
    });

    it('explains a build that stopped instead of showing pictures', () => {
      const html = reviewHtml({
        generatedAt: 'now',
        gates: [],
        audit: null,
        captures: [],
        pages: [],
        pagesInfo: new Map(),
        notes: [],
        buildError: 'Content error: 1 problem <in> content/',
      });
      expect(html).toContain('The build stopped');
      expect(html).toContain('Content error: 1 problem &lt;in&gt; content/');
    });
  });
});
