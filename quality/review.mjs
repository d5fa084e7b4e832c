#!/usr/bin/env node
/**
 * `npm run review` builds the site and writes review/index.html, a page for people who do not
 * read test reports, to open from disk. For every page and state the visual spec captures
 * (__tests__/e2e/visual.spec.ts) it shows the phone, tablet and desktop pictures; where one
 * differs from the accepted picture, the accepted one, the new one and Playwright's diff side
 * by side; how each page looks when its link is shared and in search results, flagging
 * text that search engines cut; the translations no native speaker has reviewed against
 * their English as it is, with each field whose English changed since its review; and the
 * entries shown in English in a language because their translation is not finished.
 *
 * A Playwright reporter. Run as a command (reviewing the existing out/), it runs the visual
 * spec with itself as the reporter and `--update-snapshots=none`, so a review never accepts a
 * change; it fails only when nothing could be captured. Port: $E2E_PORT, as for every spec.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

import { routeFile } from '../deploy/export-files.mjs';
import { root, runMain } from './tools.mjs';

const reviewDir = join(root, 'review');
const baselineDir = join(root, '__tests__', 'e2e', '__screenshots__');
/** @type {Record<number, string>} the widths of the phone, tablet and desktop projects */
const WIDTHS = { 375: 'Phone', 768: 'Tablet', 1440: 'Desktop' };
/** Where search engines cut a result: the usual character counts for Google's pixel widths. */
const LIMITS = { title: 60, description: 155, phone: 120 };
const STATUS = {
  same: 'no change',
  changed: 'changed',
  new: 'new, no accepted picture yet',
  failed: 'could not be captured',
};

/**
 * One capture: what the visual spec's `visual` annotation says it shows, and its verdict.
 * @typedef {{ name: string, title: string, page: string, width: number, file: string,
 *   line: number, status: keyof typeof STATUS, pictures: Record<string, string>,
 *   error: string }} Capture
 */

/** @param {unknown} text */
const esc = (text) => String(text ?? '').replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The text React escaped in an attribute or a title. @param {string} text */
const unescape = (text) =>
  text.replace(/&(quot|#x27|#39|lt|gt|amp);/g, (_, name) => ENTITIES[name] ?? '');
/** @type {Record<string, string>} */
const ENTITIES = { quot: '"', '#x27': "'", '#39': "'", lt: '<', gt: '>', amp: '&' };

/** What search engines and link previews read in a built page's head. @param {string} html */
function readPage(html) {
  const find = (/** @type {RegExp} */ pattern) => unescape(pattern.exec(html)?.[1] ?? '');
  const meta = (/** @type {string} */ key) =>
    find(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`));
  return {
    title: find(/<title>([^<]*)<\/title>/),
    description: meta('description'),
    url: find(/<link rel="canonical" href="([^"]*)"/),
    noindex: /noindex/.test(meta('robots')),
    share: { title: meta('og:title'), description: meta('og:description') },
    image: { url: meta('og:image'), alt: meta('og:image:alt') },
  };
}

/** @param {{ title: string, description: string }} page */
function cutWarnings({ title, description }) {
  const length = description.length;
  return [
    title.length > LIMITS.title &&
      `The title is ${title.length} characters: search engines show about ${LIMITS.title}, so its end will be cut.`,
    length > LIMITS.description
      ? `The description is ${length} characters: search engines show about ${LIMITS.description} (${LIMITS.phone} on phones), so its end will be cut.`
      : length > LIMITS.phone &&
        `The description is ${length} characters: it fits on computers, but phones show about ${LIMITS.phone}, so its end may be cut there.`,
    !description && 'There is no description: search engines will pick text from the page.',
  ].filter((warning) => typeof warning === 'string');
}

/** @param {string} text @param {number} limit */
const cut = (text, limit) =>
  text.length > limit ? `${text.slice(0, limit).replace(/\s+\S*$/, '')} …` : text;

/** Copies a picture beside the page, so that review/ can be shared as it is. */
function keep(/** @type {string} */ source, /** @type {string} */ name) {
  copyFileSync(source, join(reviewDir, 'img', name));
  return `img/${name}`;
}

/** A picture, as wide beside the others as the page it shows. @param {string} src @param {string} caption */
const figure = (src, caption, width = 1) =>
  `<figure style="flex-grow: ${width}"><a href="${esc(src)}"><img src="${esc(src)}" alt="${esc(caption)}" loading="lazy"></a><figcaption>${esc(caption)}</figcaption></figure>`;

/** One capture as it is now, and, when it changed, before, after and the difference. */
function captureHtml(/** @type {Capture} */ capture) {
  const label = `${WIDTHS[capture.width]} ${capture.width} px: ${STATUS[capture.status]}`;
  const stem = capture.file.replace(/\.png$/, '');
  const { expected, actual, diff } = capture.pictures;
  if (capture.status === 'failed')
    return {
      now: `<figure class="bad" style="flex-grow: ${capture.width}">${esc(label)}<pre>${esc(capture.error)}</pre></figure>`,
    };
  const name = `${stem}${actual ? '-actual' : ''}.png`;
  const now = figure(keep(actual ?? join(baselineDir, capture.file), name), label, capture.width);
  if (!expected || !actual) return { now };
  const pictures = [
    figure(keep(expected, `${stem}-expected.png`), 'Before (the accepted picture)'),
    figure(`img/${stem}-actual.png`, 'After (this build)'),
    diff ? figure(keep(diff, `${stem}-diff.png`), 'Difference (changed pixels in red)') : '',
  ];
  return {
    now,
    compare: `<h4>${capture.width} px</h4><div class="row">${pictures.join('')}</div>`,
  };
}

/** How a page's link looks when shared and in search results. @param {string} page */
function previewHtml(page) {
  const info = readPage(
    readFileSync(join(root, 'out', page === '404' ? '404.html' : routeFile(page)), 'utf8'),
  );
  if (info.noindex)
    return '<p>Search engines do not list this view (it is marked <code>noindex</code>), and it has no share card.</p>';
  const image = info.image.url && join(root, 'out', new URL(info.image.url).pathname);
  const warnings = cutWarnings(info);
  return `<div class="row previews"><div><h4>When the link is shared</h4><div class="card">${
    image && existsSync(image)
      ? `<img src="${esc(keep(image, `social-${page.replace(/\W/g, '') || 'home'}.png`))}" alt="${esc(info.image.alt)}">`
      : '<p class="bad">No share image!</p>'
  }<p><small>${esc(info.url && new URL(info.url).host)}</small><br><strong>${esc(info.share.title)}</strong><br>${esc(info.share.description)}</p></div></div>
<div><h4>In search results</h4><p class="result"><small>${esc(info.url)}</small><br><span class="title">${esc(cut(info.title, LIMITS.title))}</span><br>${esc(cut(info.description, LIMITS.description))}</p>${
    warnings.length
      ? `<ul class="bad">${warnings.map((warning) => `<li>${esc(warning)}</li>`).join('')}</ul>`
      : `<p class="ok">The title (${info.title.length} characters) and the description (${info.description.length}) fit.</p>`
  }</div></div>`;
}

const STYLE = `body { margin: 0 auto; max-width: 1500px; padding: 24px; font: 16px/1.5 system-ui, sans-serif; color: #333a44; background: #f5f6f8; }
h2 { margin-top: 48px; border-top: 2px solid #d5dae1; padding-top: 24px; }
.ok { color: #1e6b3a; font-weight: 600; } .bad { color: #a1261b; font-weight: 600; }
.row { display: flex; gap: 16px; align-items: flex-start; } .row > * { flex: 1 1 0; min-width: 0; }
figure { margin: 0; background: #fff; border: 1px solid #d5dae1; border-radius: 6px; padding: 8px; }
figure img { display: block; width: 100%; height: auto; } figcaption { font-size: 13px; }
pre { white-space: pre-wrap; font-size: 12px; }
.card { max-width: 520px; border: 1px solid #d5dae1; border-radius: 12px; overflow: hidden; background: #f0f2f5; }
.card img { display: block; width: 100%; } .card p { margin: 0; padding: 10px 12px; font-size: 14px; }
.result { max-width: 600px; font: 14px Arial, sans-serif; color: #4d5156; } .result .title { font-size: 20px; color: #1a0dab; }
.changes { border-collapse: collapse; background: #fff; } .changes th, .changes td { border: 1px solid #d5dae1; padding: 4px 8px; text-align: left; vertical-align: top; }
@media (max-width: 900px) { .row { flex-direction: column; } }`;

/**
 * content/review.ts (whether each translation is reviewed) for node: TypeScript with `@/`
 * paths, so esbuild bundles it into one module, imported from memory. One-off commands use it
 * too (recording a review by hand: docs/developing.md).
 * @returns {Promise<typeof import('../content/review')>}
 */
export async function loadReview() {
  const { build } = await import('esbuild');
  const { outputFiles } = await build({
    ...{ entryPoints: [join(root, 'content', 'review.ts')], bundle: true, platform: 'node' },
    ...{ format: 'esm', write: false, logLevel: 'silent' },
  });
  const code = Buffer.from(outputFiles[0]?.text ?? '').toString('base64');
  return import(`data:text/javascript;base64,${code}`);
}

/**
 * A translation not reviewed against the English as it stands: `never`, or `changed` (each
 * field, its English then and now).
 * @typedef {{ file: string, lang: string } & import('../content/review').Review} Unreviewed
 */

/**
 * The translations not reviewed against their English as it is, by file and language: the
 * data files' (`reviewed` and `reviewedAgainst` per language) and the messages'
 * (content/messages/reviewed.json, against en.json).
 * @param {string} [from] the project root
 * @param {Pick<typeof import('../content/review'), 'reviewsOfFile' | 'reviewsOfMessages'>} [review]
 *   content/review.ts (`loadReview` by default)
 * @returns {Promise<Unreviewed[]>}
 */
export async function unreviewedTranslations(from = root, review) {
  const { reviewsOfFile, reviewsOfMessages } = review ?? (await loadReview());
  const read = (/** @type {string} */ file) => JSON.parse(readFileSync(join(from, file), 'utf8'));
  const folders = ['content', 'content/pages', 'content/cities', 'content/jobs', 'content/offices'];
  const messages = reviewsOfMessages(
    read('content/messages/en.json'),
    read('content/messages/reviewed.json'),
  ).map((reviewed) => ({ file: `content/messages/${reviewed.lang}.json`, ...reviewed }));
  const files = folders.flatMap((folder) =>
    readdirSync(join(from, folder))
      .filter((name) => name.endsWith('.json'))
      .map((name) => `${folder}/${name}`)
      .flatMap((file) =>
        reviewsOfFile(file, read(file)).map((reviewed) => ({ file, ...reviewed })),
      ),
  );
  return [...messages, ...files].filter(({ state }) => state !== 'current');
}

/**
 * An entry shown in English in a language, for want of its translation: the file, the
 * language and each field not translated yet.
 * @typedef {import('../content/translations').Fallback} Untranslated
 */

/**
 * The entries of content/cities, content/jobs and content/offices that the site shows in
 * English in a language because their translation is not finished, by file and language.
 * @param {string} [from] the project root
 * @param {Pick<typeof import('../content/review'), 'fallbacksOfFile'>} [review]
 *   content/review.ts (`loadReview` by default)
 * @returns {Promise<Untranslated[]>}
 */
export async function untranslatedEntries(from = root, review) {
  const { fallbacksOfFile } = review ?? (await loadReview());
  return ['content/cities', 'content/jobs', 'content/offices'].flatMap((folder) =>
    readdirSync(join(from, folder))
      .filter((name) => name.endsWith('.json'))
      .flatMap((name) =>
        fallbacksOfFile(
          `${folder}/${name}`,
          JSON.parse(readFileSync(join(from, folder, name), 'utf8')),
        ),
      ),
  );
}

/**
 * The review page's section on the entries shown in English, by language, each with the
 * fields still to translate.
 * @param {Untranslated[]} untranslated
 */
export function untranslatedHtml(untranslated) {
  if (!untranslated.length)
    return '<p class="ok">Every entry is shown in every language in its own translation.</p>';
  const names = new Intl.DisplayNames(['en'], { type: 'language' });
  return `<p class="bad">Shown in English, with a sentence saying so, until the translation is finished. Translate these fields in the admin:</p>
${[...Map.groupBy(untranslated, ({ lang }) => lang)]
  .map(
    ([lang, entries]) =>
      `<h3>${esc(names.of(lang))}</h3><ul>${entries
        .map(
          ({ file, problems }) =>
            `<li><code>${esc(file)}</code>: ${problems.map(({ field }) => `<code>${esc(field)}</code>`).join(', ')}</li>`,
        )
        .join('')}</ul>`,
  )
  .join('\n')}`;
}

/**
 * The review page's section on translations, by language: those never reviewed, then those
 * whose English changed since their review, each field with its English then and now.
 * @param {Unreviewed[]} unreviewed
 */
export function translationsHtml(unreviewed) {
  if (!unreviewed.length)
    return '<p class="ok">A native speaker has reviewed every translation against its English as it is.</p>';
  const names = new Intl.DisplayNames(['en'], { type: 'language' });
  const byLang = Map.groupBy(unreviewed, ({ lang }) => lang);
  const english = (/** @type {string | undefined} */ text, /** @type {string} */ absent) =>
    text === undefined ? `<em>${esc(absent)}</em>` : esc(text);
  return `<p class="bad">Not reviewed by a native speaker against the English as it is. Once they have read a translation, tick "Translation reviewed" in the admin (the messages: <code>content/messages/reviewed.json</code>).</p>
${[...byLang]
  .map(([lang, translations]) => {
    const never = translations.filter(({ state }) => state === 'never');
    const changed = translations.filter(({ state }) => state === 'changed');
    return `<h3>${esc(names.of(lang))}</h3>${
      never.length
        ? `<p>Never reviewed: ${never.map(({ file }) => `<code>${esc(file)}</code>`).join(', ')}</p>`
        : ''
    }${changed
      .map(
        ({ file, changed: fields }) =>
          `<p>The English of <code>${esc(file)}</code> changed since the review, in ${fields.length === 1 ? '1 field' : `${fields.length} fields`}:</p>
<table class="changes"><thead><tr><th>Field</th><th>English reviewed</th><th>English now</th></tr></thead><tbody>${fields
            .map(
              ({ field, was, now }) =>
                `<tr><td><code>${esc(field)}</code></td><td>${english(was, 'not there then')}</td><td>${english(now, 'removed since')}</td></tr>`,
            )
            .join('')}</tbody></table>`,
      )
      .join('\n')}`;
  })
  .join('\n')}`;
}

/**
 * The whole page, from every capture of a run, the translations not reviewed and the entries
 * shown in English.
 * @param {Capture[]} captures
 * @param {Unreviewed[]} unreviewed
 * @param {Untranslated[]} untranslated
 */
function reviewHtml(captures, unreviewed, untranslated) {
  rmSync(join(reviewDir, 'img'), { recursive: true, force: true });
  mkdirSync(join(reviewDir, 'img'), { recursive: true });
  const sorted = captures.toSorted((a, b) => a.line - b.line || a.width - b.width);
  const changed = sorted.filter((capture) => capture.status !== 'same');
  /** @type {Map<string, string[]>} */
  const changedWidths = new Map();
  for (const { title, width } of changed)
    changedWidths.set(title, [...(changedWidths.get(title) ?? []), `${width} px`]);
  const summary = changedWidths.size
    ? `<p class="bad">Different from the accepted pictures: ${[...changedWidths]
        .map(([title, widths]) => `${esc(title)} (${widths.join(', ')})`)
        .join('; ')}. Check below that every change is one you meant.</p>`
    : '<p class="ok">No page looks different from the accepted pictures.</p>';
  const pages = [...new Set(sorted.map((capture) => capture.page))];
  const sections = pages.map((page) => {
    const cases = [...new Set(sorted.filter((c) => c.page === page).map((c) => c.name))];
    const caseHtml = cases.map((name) => {
      const captured = sorted.filter((capture) => capture.name === name);
      const differ = captured.filter((capture) => capture.status !== 'same');
      const shown = captured.map(captureHtml);
      return `<h3>${esc(captured[0]?.title)}</h3><p class="${differ.length ? 'bad' : 'ok'}">${
        differ.map((c) => `${c.width} px: ${STATUS[c.status]}`).join('; ') ||
        'No change at any width.'
      }</p>
<div class="row">${shown.map((c) => c.now).join('')}</div>${shown.map((c) => c.compare ?? '').join('')}`;
    });
    return `<section id="${esc(page)}"><h2>${esc(page === '404' ? 'The 404 view (any unknown address)' : page)}</h2>
${caseHtml.join('\n')}
<h3>Link preview and search result</h3>${previewHtml(page)}</section>`;
  });
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Scoot site review</title><style>${STYLE}</style></head>
<body><h1>Scoot site review</h1>
<p>Made by <code>npm run review</code> on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC. Widths: phone 375 px, tablet 768 px, desktop 1440 px. Click a picture to see it full size.</p>
${summary}<h2>Translations</h2>${translationsHtml(unreviewed)}
<h2>Shown in English</h2>${untranslatedHtml(untranslated)}
<nav><p>${pages.map((page) => `<a href="#${esc(page)}">${esc(page)}</a>`).join(' · ')}</p></nav>
${sections.join('\n')}
</body></html>
`;
}

/** The reporter Playwright runs: collects the captures, then writes the page. */
export default class ReviewReporter {
  /** @type {Capture[]} */
  captures = [];

  printsToStdio = () => true;

  /** @param {import('@playwright/test/reporter').TestError} error */
  onError(error) {
    console.error(error.message ?? error.value);
  }

  /**
   * @param {import('@playwright/test/reporter').TestCase} test
   * @param {import('@playwright/test/reporter').TestResult} result
   */
  onTestEnd(test, result) {
    const visual = result.annotations.find((a) => a.type === 'visual')?.description;
    if (!visual) return; // not shown at this width
    /** @type {Record<string, string>} */
    const pictures = {};
    for (const { name, path } of result.attachments) {
      const kind = /-(expected|actual|diff)\.png$/.exec(name)?.[1];
      if (kind && path) pictures[kind] = path;
    }
    const status =
      result.status === 'passed'
        ? 'same'
        : pictures.expected && pictures.actual
          ? 'changed'
          : pictures.actual
            ? 'new'
            : 'failed';
    const capture = { ...JSON.parse(visual), line: test.location.line, status, pictures };
    // Without the terminal's colours, which Playwright's messages carry.
    const error = (result.errors[0]?.message ?? '').replace(/\u001b\[[0-9;]*m/g, '');
    this.captures.push({ ...capture, error });
    console.log(`review: ${capture.title} at ${capture.width} px: ${STATUS[status]}`);
  }

  /** @param {import('@playwright/test/reporter').FullResult} result */
  async onEnd(result) {
    if (!this.captures.length) return;
    const file = join(reviewDir, 'index.html');
    const review = await loadReview();
    writeFileSync(
      file,
      reviewHtml(
        this.captures,
        await unreviewedTranslations(root, review),
        await untranslatedEntries(root, review),
      ),
    );
    console.log(`review: open ${relative(process.cwd(), file)} in a browser`);
    return { status: result.status === 'failed' ? 'passed' : result.status };
  }
}

runMain(import.meta.url, () => {
  const { status } = spawnSync(
    process.execPath,
    [join(root, 'node_modules', '@playwright', 'test', 'cli.js'), 'test', 'visual.spec.ts']
      .concat(['--project=phone', '--project=tablet', '--project=desktop'])
      .concat(['--update-snapshots=none', `--output=${join(reviewDir, '.playwright')}`])
      .concat([`--reporter=${fileURLToPath(import.meta.url)}`]),
    { cwd: root, stdio: 'inherit' },
  );
  process.exitCode = status ?? 1;
});
