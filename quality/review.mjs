#!/usr/bin/env node
/**
 * `npm run review` (issue 15): builds the site and writes review/index.html, one page a
 * non-developer can read from disk, with no server:
 *   - a summary: which pages look different from the committed baselines, and whether the
 *     build's gates passed (HTML validation, links) and the last audit's budgets held;
 *   - every page and the 404 view at phone, tablet and desktop widths, with before / after /
 *     difference for what changed;
 *   - each page's link preview and search result, flagging text search engines will cut;
 *   - each page's structured data in words (job postings, FAQ questions).
 *
 * The pictures come from the visual regression spec (__tests__/e2e/visual.spec.ts), run
 * with its own output folder and without updating any baseline, so a review never accepts a
 * change. It is a report, not a gate: changes and failed gates are written on the page, and
 * the command still succeeds. It fails only when there is nothing to show (the build stopped;
 * the page then says why).
 *
 * Options: --skip-build (review the existing out/). Port: $E2E_PORT (default 4173).
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { parseArgs } from 'node:util';

import { parse } from 'parse5';

import { routeFile } from '../deploy/export-files.mjs';
import {
  attribute as attr,
  portInUse,
  root,
  runMain,
  textOf as text,
  walkHtml as walk,
} from './tools.mjs';

const outDir = join(root, 'out');
const reviewDir = join(root, 'review');
const resultsDir = join(reviewDir, '.playwright');
const baselineDir = join(root, '__tests__', 'e2e', '__screenshots__');
const auditFile = join(root, 'docs', 'audit', 'latest.json');

/** The widths the visual spec runs at, by Playwright project. */
export const WIDTHS = [
  { project: 'phone', width: 375, label: 'Phone' },
  { project: 'tablet', width: 768, label: 'Tablet' },
  { project: 'desktop', width: 1440, label: 'Desktop' },
];

/**
 * Where search engines cut a result. Google trims by pixel width (about 600 px of title and
 * 920 px of description on a desktop result, less on phones); these character counts are the
 * usual safe equivalents.
 */
export const SNIPPET_LIMITS = { title: 60, description: 155, descriptionOnPhones: 120 };

/** @typedef {'same' | 'changed' | 'new' | 'failed'} CaptureStatus */
/**
 * One screenshot the visual spec took, as capturesFromReport() reads it.
 * @typedef {{
 *   name: string,
 *   title: string,
 *   page: string,
 *   width: number,
 *   file: string,
 *   project: string,
 *   status: CaptureStatus,
 *   pictures: { expected?: string, actual?: string, diff?: string },
 *   error: string,
 * }} Capture
 */
/**
 * What readPage() finds in a built page.
 * @typedef {{
 *   title: string,
 *   description: string,
 *   canonical: string,
 *   noindex: boolean,
 *   share: { title: string, description: string, url: string, image: string, imageAlt: string },
 *   jsonLd: JsonLd[],
 * }} PageInfo
 */
/** @typedef {Record<string, any>} JsonLd a JSON-LD document or node, as parsed */
/** @typedef {{ name: string, script: string, ok: boolean, detail: string }} Gate */
/** @typedef {{ date: string, failures: string[] }} AuditVerdict */
/** @typedef {(source: string, name: string) => string} Keep copies a picture beside the page; returns its relative path */

/** @type {Record<string, string>} */
const PAGE_NAMES = { '/': 'Home', 404: 'The 404 view' };
/** @param {string} page */
const pageName = (page) =>
  PAGE_NAMES[page] ?? page.slice(1).replace(/^./, (first) => first.toUpperCase());

// ---------------------------------------------------------------------------------------
// Running the steps

/**
 * Runs a command in the checkout; returns its status and combined output.
 * @param {string} command
 * @param {string[]} args
 * @param {Record<string, string>} [env]
 */
function run(command, args, env = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return { ok: result.status === 0, output: `${result.stdout ?? ''}${result.stderr ?? ''}` };
}

/**
 * The last lines of a command's output, without terminal colours.
 * @param {string} output
 */
function tail(output, lines = 12) {
  const clean = output
    .replace(/\u001b\[[0-9;]*m/g, '')
    .trim()
    .split('\n');
  return clean.slice(-lines).join('\n');
}

/**
 * What an editor needs from a failed build: the content check's message (content/validate.ts),
 * or TypeScript's (a field of the wrong kind, with its file and line), else the last lines.
 * @param {string} output
 */
export function buildFailure(output) {
  const clean = output.replace(/\u001b\[[0-9;]*m/g, '');
  const content = /Content error[^\n]*(\n\s+- [^\n]+)*/.exec(clean);
  if (content) return content[0];
  const typeError = /(^\S+:\d+:\d+\s*\n)?Type error:[^\n]*(\n(?!\s*\n)[^\n]*){0,8}/m.exec(clean);
  return typeError ? typeError[0].trim() : tail(clean, 25);
}

/**
 * The two gates of `npm run test:gates`, run as CI runs them.
 * @returns {Gate[]}
 */
function runGates() {
  return [
    { name: 'HTML validation', script: 'html-validate out', args: ['html-validate', 'out'] },
    { name: 'Links', script: 'quality/check-links.mjs', args: ['quality/check-links.mjs'] },
  ].map(({ name, script, args: [command = '', ...args] }) => {
    const { ok, output } = command.endsWith('.mjs')
      ? run(process.execPath, [command, ...args])
      : run(join(root, 'node_modules', '.bin', command), args);
    return { name, script, ok, detail: tail(output || 'no errors', ok ? 2 : 20) };
  });
}

/**
 * The last audit's verdict, from its committed results, or null when it was never run.
 * @returns {AuditVerdict | null}
 */
export function readAudit(file = auditFile) {
  if (!existsSync(file)) return null;
  const audit = JSON.parse(readFileSync(file, 'utf8'));
  return { date: audit.date, failures: audit.failures ?? [] };
}

/**
 * Baselines changed in the working tree but not committed: the review compares with them.
 * @param {string[]} paths
 */
function uncommitted(paths) {
  const { ok, output } = run('git', ['status', '--porcelain', '--', ...paths]);
  if (!ok) return [];
  return output
    .split('\n')
    .filter(Boolean)
    .map((line) => line.slice(3));
}

/**
 * Runs the visual spec on every width against the committed baselines, never writing one,
 * and returns one entry per capture with its verdict and its pictures.
 * @param {number} port
 */
function runVisual(port) {
  rmSync(resultsDir, { recursive: true, force: true });
  const reportFile = join(resultsDir, 'report.json');
  const { output } = run(
    process.execPath,
    [
      join(root, 'node_modules', '@playwright', 'test', 'cli.js'),
      'test',
      'visual.spec.ts',
      ...WIDTHS.map(({ project }) => `--project=${project}`),
      '--update-snapshots=none',
      `--output=${resultsDir}`,
      '--reporter=json',
    ],
    { E2E_PORT: String(port), PLAYWRIGHT_JSON_OUTPUT_FILE: reportFile },
  );
  if (!existsSync(reportFile)) {
    throw new Error(`The visual tests did not run:\n${tail(output, 30)}`);
  }
  return capturesFromReport(JSON.parse(readFileSync(reportFile, 'utf8')));
}

/**
 * The parts of Playwright's JSON report (its JSONReportSuite) that the review reads.
 * @typedef {{ specs?: ReportSpec[], suites?: ReportSuite[] }} ReportSuite
 * @typedef {{
 *   tests: {
 *     projectName?: string,
 *     annotations: { type: string, description?: string }[],
 *     results: {
 *       status: string,
 *       attachments: { name: string, path?: string }[],
 *       errors?: { message?: string }[],
 *     }[],
 *   }[],
 * }} ReportSpec
 */

/**
 * Every spec of a Playwright JSON report, through nested suites.
 * @param {ReportSuite} suite
 * @returns {Generator<ReportSpec>}
 */
function* specsOf(suite) {
  yield* suite.specs ?? [];
  for (const child of suite.suites ?? []) yield* specsOf(child);
}

/**
 * One entry per capture the visual spec made: what it shows (from the spec's `visual`
 * annotation) and how it compared with its baseline.
 *   same: within the tolerance; changed: expected, actual and diff pictures;
 *   new: no baseline yet; failed: the test broke before comparing (its error says why).
 * @param {{ suites?: ReportSuite[] }} report
 * @returns {Capture[]}
 */
export function capturesFromReport(report) {
  /** @type {Capture[]} */
  const captures = [];
  for (const suite of report.suites ?? []) {
    for (const spec of specsOf(suite)) {
      for (const test of spec.tests) {
        const annotation = test.annotations.find((a) => a.type === 'visual');
        if (!annotation?.description) continue; // skipped at this width
        const info = JSON.parse(annotation.description);
        const result = test.results.at(-1);
        if (!result) continue; // not run
        /** @param {string} suffix */
        const attachment = (suffix) =>
          result.attachments.find((a) => a.name.endsWith(`-${suffix}.png`))?.path;
        const pictures = {
          expected: attachment('expected'),
          actual: attachment('actual'),
          diff: attachment('diff'),
        };
        let status;
        if (result.status === 'passed') status = 'same';
        else if (pictures.actual && pictures.expected) status = 'changed';
        else if (pictures.actual) status = 'new';
        else status = 'failed';
        const error = result.errors?.[0]?.message ?? '';
        captures.push({ ...info, project: test.projectName ?? '', status, pictures, error });
      }
    }
  }
  return captures;
}

// ---------------------------------------------------------------------------------------
// Reading the built pages

/**
 * What a built page tells crawlers and link previews: head tags and JSON-LD.
 * @param {string} html
 * @returns {PageInfo}
 */
export function readPage(html) {
  /** @type {Record<string, string>} */
  const meta = {};
  /** @type {JsonLd[]} */
  const jsonLd = [];
  let title = '';
  let canonical = '';
  let robots = '';
  for (const node of walk(parse(html))) {
    if (node.tagName === 'title' && !title) title = text(node);
    if (node.tagName === 'link' && attr(node, 'rel') === 'canonical')
      canonical = attr(node, 'href') ?? '';
    if (node.tagName === 'meta') {
      const key = attr(node, 'property') ?? attr(node, 'name');
      if (key === 'robots') robots = attr(node, 'content') ?? '';
      if (key && !(key in meta)) meta[key] = attr(node, 'content') ?? '';
    }
    if (node.tagName === 'script' && attr(node, 'type') === 'application/ld+json') {
      jsonLd.push(JSON.parse(text(node)));
    }
  }
  return {
    title,
    description: meta.description ?? '',
    canonical,
    noindex: /noindex/.test(robots),
    share: {
      title: meta['og:title'] ?? title,
      description: meta['og:description'] ?? meta.description ?? '',
      url: meta['og:url'] ?? canonical,
      image: meta['og:image'] ?? '',
      imageAlt: meta['og:image:alt'] ?? '',
    },
    jsonLd,
  };
}

/**
 * Search engines' cut, in words (none when the text fits).
 * @param {{ title: string, description: string }} text
 * @returns {string[]}
 */
export function snippetWarnings({ title, description }, limits = SNIPPET_LIMITS) {
  const warnings = [];
  if (title.length > limits.title)
    warnings.push(
      `The title is ${title.length} characters: search engines show about ${limits.title}, so the end will be cut.`,
    );
  if (description.length > limits.description)
    warnings.push(
      `The description is ${description.length} characters: search engines show about ${limits.description} (about ${limits.descriptionOnPhones} on phones), so the end will be cut.`,
    );
  else if (description.length > limits.descriptionOnPhones)
    warnings.push(
      `The description is ${description.length} characters: it fits on computers, but phones show about ${limits.descriptionOnPhones}, so its end may be cut there.`,
    );
  if (!description)
    warnings.push('There is no description: search engines will pick text from the page.');
  return warnings;
}

/**
 * A text cut the way a search result cuts it.
 * @param {string} value
 * @param {number} limit
 */
const cut = (value, limit) =>
  value.length > limit ? `${value.slice(0, limit).replace(/\s+\S*$/, '')} …` : value;

/** @type {Record<string, string>} */
const EMPLOYMENT = {
  FULL_TIME: 'full time',
  PART_TIME: 'part time',
  CONTRACTOR: 'contract',
  TEMPORARY: 'temporary',
  INTERN: 'internship',
  VOLUNTEER: 'volunteer',
  PER_DIEM: 'per diem',
  OTHER: 'other',
};
/** Google's required fields for a job posting to show in job search. */
const JOB_REQUIRED = [
  'title',
  'description',
  'datePosted',
  'validThrough',
  'hiringOrganization',
  'jobLocation',
];

/** @param {JsonLd[]} documents @returns {JsonLd[]} */
const nodesOf = (documents) =>
  documents.flatMap((document) => document['@graph'] ?? [document]).filter(Boolean);

/**
 * Every JSON-LD node of a page, described in words: one entry per node type, with the
 * items an editor would check (each job posting, each question).
 * @param {JsonLd[]} documents
 * @returns {{ heading: string, items: string[] }[]}
 */
export function describeStructuredData(documents) {
  const nodes = nodesOf(documents);
  /** @param {string} type */
  const byType = (type) => nodes.filter((node) => node['@type'] === type);
  /** @type {{ heading: string, items: string[] }[]} */
  const entries = [];
  for (const node of byType('Organization')) {
    const cities = (node.areaServed ?? []).map((/** @type {JsonLd} */ place) => place.name);
    entries.push({
      heading: `Organisation: ${node.name}`,
      items: cities.length ? [`Serves ${cities.length} cities: ${cities.join(', ')}`] : [],
    });
  }
  for (const node of byType('WebSite'))
    entries.push({ heading: `Website: ${node.name} (${node.url})`, items: [] });
  for (const node of byType('BreadcrumbList')) {
    const trail = (node.itemListElement ?? [])
      .map((/** @type {JsonLd} */ item) => item.name)
      .join(' › ');
    entries.push({ heading: `Breadcrumb trail: ${trail}`, items: [] });
  }
  for (const node of byType('FAQPage')) {
    /** @type {JsonLd[]} */
    const questions = node.mainEntity ?? [];
    entries.push({
      heading: `FAQ: ${questions.length} question${questions.length === 1 ? '' : 's'}`,
      items: questions.map((question) =>
        question.acceptedAnswer?.text ? question.name : `${question.name} (no answer!)`,
      ),
    });
  }
  const jobs = byType('JobPosting');
  if (jobs.length) {
    entries.push({
      heading: `Job postings: ${jobs.length}`,
      items: jobs.map((job) => {
        const address = job.jobLocation?.address ?? {};
        const missing = JOB_REQUIRED.filter((field) => !job[field]);
        return [
          job.title,
          [address.addressLocality, address.addressCountry].filter(Boolean).join(', '),
          EMPLOYMENT[job.employmentType] ?? job.employmentType,
          job.datePosted && `posted ${job.datePosted}`,
          job.validThrough && `open until ${job.validThrough}`,
          missing.length && `missing ${missing.join(', ')}!`,
        ]
          .filter(Boolean)
          .join(' · ');
      }),
    });
  }
  for (const node of byType('ItemList')) {
    /** @type {JsonLd[]} */
    const items = node.itemListElement ?? [];
    entries.push({
      heading: `List of ${items.length} page${items.length === 1 ? '' : 's'}`,
      items: items.map((item) => `${item.name} (${item.url})`),
    });
  }
  const known = new Set([
    'Organization',
    'WebSite',
    'BreadcrumbList',
    'FAQPage',
    'JobPosting',
    'ItemList',
  ]);
  for (const node of nodes.filter((node) => !known.has(node['@type']))) {
    entries.push({ heading: `${node['@type']}: ${node.name ?? node['@id'] ?? ''}`, items: [] });
  }
  return entries;
}

// ---------------------------------------------------------------------------------------
// Writing the page

/** @param {unknown} value */
const escape = (value) =>
  String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

/**
 * Copies a picture into review/ and returns its path relative to index.html.
 * @type {Keep}
 */
function keepPicture(source, name) {
  const target = join(reviewDir, 'img', name);
  mkdirSync(dirname(target), { recursive: true });
  copyFileSync(source, target);
  return relative(reviewDir, target);
}

/** @param {string} src @param {string} caption @param {number} width */
function figure(src, caption, width) {
  return `<figure style="flex: ${width} 1 0"><a href="${escape(src)}"><img src="${escape(src)}" alt="${escape(caption)}" loading="lazy"></a><figcaption>${escape(caption)}</figcaption></figure>`;
}

const STATUS_WORDS = {
  same: 'No change',
  changed: 'Changed',
  new: 'New (no baseline yet)',
  failed: 'Could not be captured',
};

/**
 * One capture case (a page or a state) at its widths, with before / after / diff if changed.
 * @param {Capture[]} captures
 * @param {Keep} keep
 */
function captureBlock(captures, keep) {
  /**
   * A picture Playwright wrote, kept beside the page; none when it wrote none (no diff
   * picture when the sizes differ).
   * @param {string | undefined} source @param {string} name @param {string} caption @param {number} width
   */
  const shown = (source, name, caption, width) =>
    source ? figure(keep(source, name), caption, width) : '';
  const pictures = captures.map((capture) => {
    const stem = basename(capture.file, '.png');
    const width = WIDTHS.find((w) => w.width === capture.width);
    const label = `${width?.label ?? ''} ${capture.width} px: ${STATUS_WORDS[capture.status]}`;
    if (capture.status === 'same') {
      return {
        capture,
        current: figure(keep(join(baselineDir, capture.file), `${stem}.png`), label, capture.width),
      };
    }
    if (capture.status === 'failed') {
      return {
        capture,
        current: `<figure style="flex: ${capture.width} 1 0" class="missing"><p>${escape(label)}</p><pre>${escape(tail(capture.error, 8))}</pre></figure>`,
      };
    }
    return {
      capture,
      current: shown(capture.pictures.actual, `${stem}-actual.png`, label, capture.width),
    };
  });
  const changed = pictures.filter(({ capture }) => capture.status === 'changed');
  const comparisons = changed
    .map(({ capture }) => {
      const stem = basename(capture.file, '.png');
      return `<div class="compare"><h4>${escape(capture.width)} px: before, after, and the difference in red</h4><div class="row">${[
        shown(
          capture.pictures.expected,
          `${stem}-expected.png`,
          'Before (the accepted baseline)',
          1,
        ),
        shown(capture.pictures.actual, `${stem}-actual.png`, 'After (this build)', 1),
        shown(capture.pictures.diff, `${stem}-diff.png`, 'Difference (red: changed pixels)', 1),
      ].join('')}</div></div>`;
    })
    .join('');
  return `<div class="row widths">${pictures.map((p) => p.current).join('')}</div>${comparisons}`;
}

/**
 * "No change", or which captures differ and at which widths, in a sentence.
 * @param {Pick<Capture, 'title' | 'width' | 'status'>[]} captures
 */
export function verdict(captures) {
  const differing = captures.filter((capture) => capture.status !== 'same');
  if (!differing.length) return '<p class="ok">No change at any width.</p>';
  /** @type {Map<string, string[]>} */
  const byTitle = new Map();
  for (const capture of differing) {
    const key = `${capture.title}: ${STATUS_WORDS[capture.status].toLowerCase()}`;
    byTitle.set(key, [...(byTitle.get(key) ?? []), `${capture.width} px`]);
  }
  const parts = [...byTitle].map(([key, widths]) => `${key} at ${listOf(widths)}`);
  return `<p class="changed">${escape(parts.join('; '))}.</p>`;
}

/** @param {string[]} items */
const listOf = (items) => new Intl.ListFormat('en-GB').format(items);

/** @param {PageInfo} info @param {Keep} keep */
function previewBlock(info, keep) {
  if (info.noindex) {
    return '<p>Search engines do not list this view (it is marked <code>noindex</code>), and it has no share card.</p>';
  }
  const image = info.share.image ? new URL(info.share.image).pathname : '';
  const imageFile = image && join(outDir, image);
  const imageSrc =
    imageFile && existsSync(imageFile) ? keep(imageFile, `social${image.replace(/\//g, '-')}`) : '';
  const host = info.share.url ? new URL(info.share.url).host : '';
  const warnings = snippetWarnings(info);
  const url = info.canonical || info.share.url;
  return `<div class="row previews">
  <section class="preview-card" aria-label="Link preview">
    <h4>When the link is shared</h4>
    <div class="card">${imageSrc ? `<img src="${escape(imageSrc)}" alt="${escape(info.share.imageAlt)}">` : '<p class="missing">No share image!</p>'}
      <div class="card-text"><span class="host">${escape(host)}</span><strong>${escape(info.share.title)}</strong><span class="clamp">${escape(info.share.description)}</span></div>
    </div>
    <dl><dt>Title</dt><dd>${escape(info.share.title)}</dd><dt>Description</dt><dd>${escape(info.share.description)}</dd><dt>URL</dt><dd>${escape(info.share.url)}</dd><dt>Image</dt><dd>${escape(info.share.image)}<br><small>Its text for screen readers: ${escape(info.share.imageAlt)}</small></dd></dl>
  </section>
  <section class="snippet" aria-label="Search result">
    <h4>In search results</h4>
    <div class="result"><span class="url">${escape(url)}</span><span class="title">${escape(cut(info.title, SNIPPET_LIMITS.title))}</span><span class="description">${escape(cut(info.description, SNIPPET_LIMITS.description))}</span></div>
    ${
      warnings.length
        ? `<ul class="warnings">${warnings.map((w) => `<li>${escape(w)}</li>`).join('')}</ul>`
        : `<p class="ok">Title (${info.title.length} characters) and description (${info.description.length}) fit.</p>`
    }
  </section>
</div>`;
}

/** @param {PageInfo} info */
function structuredDataBlock(info) {
  const entries = describeStructuredData(info.jsonLd);
  if (!entries.length) return '<p>No structured data.</p>';
  return `<ul class="data">${entries
    .map(
      (entry) =>
        `<li><strong>${escape(entry.heading)}</strong>${
          entry.items.length
            ? `<ol>${entry.items.map((item) => `<li>${escape(item)}</li>`).join('')}</ol>`
            : ''
        }</li>`,
    )
    .join('')}</ul>`;
}

const STYLE = `
:root { color-scheme: light; --ink: #333a44; --slate: #495567; --line: #d5dae1; --ok: #1e6b3a; --bad: #a1261b; }
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: var(--ink); background: #f5f6f8; }
header, main { max-width: 1500px; margin: 0 auto; padding: 24px; }
h1 { margin: 0 0 4px; font-size: 28px; }
h2 { margin: 48px 0 8px; font-size: 24px; border-top: 2px solid var(--line); padding-top: 24px; }
h3 { margin: 24px 0 8px; font-size: 18px; }
h4 { margin: 16px 0 8px; font-size: 15px; color: var(--slate); }
.summary { background: #fff; border: 1px solid var(--line); border-radius: 8px; padding: 16px 24px; }
.summary li { margin: 4px 0; }
.ok { color: var(--ok); font-weight: 600; }
.changed, .warnings, .bad { color: var(--bad); font-weight: 600; }
.row { display: flex; gap: 16px; align-items: flex-start; }
figure { margin: 0; min-width: 0; background: #fff; border: 1px solid var(--line); border-radius: 6px; padding: 8px; }
figure img { display: block; width: 100%; height: auto; border: 1px solid var(--line); }
figcaption { font-size: 13px; color: var(--slate); margin-top: 6px; }
.missing { color: var(--bad); }
pre { white-space: pre-wrap; font-size: 12px; }
.compare { background: #fff5f4; border: 1px solid #f0c8c4; border-radius: 8px; padding: 8px 16px 16px; margin-top: 16px; }
.previews > section { flex: 1 1 0; min-width: 0; background: #fff; border: 1px solid var(--line); border-radius: 8px; padding: 8px 16px 16px; }
.card { border: 1px solid var(--line); border-radius: 12px; overflow: hidden; max-width: 520px; }
.card img { display: block; width: 100%; aspect-ratio: 1200 / 630; }
.card-text { display: grid; gap: 2px; padding: 10px 12px; background: #f0f2f5; font-size: 14px; }
.host { color: #65676b; text-transform: uppercase; font-size: 12px; }
.clamp { display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical; overflow: hidden; color: #65676b; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 12px; font-size: 14px; }
dt { font-weight: 600; } dd { margin: 0; overflow-wrap: anywhere; }
.result { display: grid; gap: 2px; max-width: 600px; font-family: Arial, sans-serif; }
.result .url { font-size: 14px; color: #202124; }
.result .title { font-size: 20px; color: #1a0dab; }
.result .description { font-size: 14px; color: #4d5156; }
.data li { margin: 4px 0; }
a { color: #1a4fa0; }
nav ul { display: flex; flex-wrap: wrap; gap: 4px 16px; padding: 0; list-style: none; }
@media (max-width: 900px) { .row { flex-direction: column; } figure { width: 100%; } }
`;

/**
 * The whole review page.
 * @param {{
 *   generatedAt: string,
 *   gates: Gate[],
 *   audit: AuditVerdict | null,
 *   captures: Capture[],
 *   pages: string[],
 *   pagesInfo: Map<string, PageInfo>,
 *   notes: string[],
 *   buildError?: string,
 *   keep?: Keep,
 * }} input
 */
export function reviewHtml({
  generatedAt,
  gates,
  audit,
  captures,
  pages,
  pagesInfo,
  notes,
  buildError,
  keep = keepPicture,
}) {
  /** @type {Map<string, (Capture & { order: number })[]>} */
  const byCase = new Map();
  for (const capture of captures) {
    const order = WIDTHS.findIndex((w) => w.width === capture.width);
    byCase.set(capture.name, [...(byCase.get(capture.name) ?? []), { ...capture, order }]);
  }
  for (const list of byCase.values()) list.sort((a, b) => a.order - b.order);
  /** @param {string} page */
  const pageCase = (page) =>
    [...byCase.values()].find(
      ([first]) => first?.page === page && first.name === pageCaseName(page),
    );
  const stateCases = [...byCase.values()].filter(
    ([first]) => first && first.name !== pageCaseName(first.page),
  );

  const changedPages = pages.filter((page) =>
    captures.some((capture) => capture.page === page && capture.status !== 'same'),
  );
  const gatesOk = gates.every((gate) => gate.ok);
  const gatesVerdict = !gatesOk
    ? '<span class="bad">A gate failed: the tests will fail until it is fixed.</span>'
    : audit?.failures.length
      ? '<span class="bad">The HTML and link gates passed; the last audit did not hold every budget (above).</span>'
      : 'Every gate passed.';
  const auditLine = audit
    ? audit.failures.length
      ? `<li class="bad">The last audit (run ${escape(audit.date)}) broke ${audit.failures.length} budget(s): ${escape(audit.failures.join('; '))}</li>`
      : `<li class="ok">The last audit held every budget (run ${escape(audit.date.slice(0, 10))}; <code>npm run audit</code> measures again, about 8 minutes; the review does not run it).</li>`
    : '<li>The audit has not been run (<code>npm run audit</code>).</li>';

  const summary = buildError
    ? `<p class="bad">The build stopped, so there is nothing to review yet. What it said:</p><pre>${escape(buildError)}</pre><p>Fix the file and field it names, then run <code>npm run review</code> again.</p>`
    : `<ul>
  <li class="${changedPages.length ? 'changed' : 'ok'}">${
    changedPages.length
      ? `Changed against the accepted pictures: ${changedPages.map((page) => escape(pageName(page))).join(', ')}. Check below that every change is one you meant.`
      : 'No page looks different from the accepted pictures.'
  }</li>
  ${
    changedPages.length
      ? `<li>Unchanged: ${
          pages
            .filter((p) => !changedPages.includes(p))
            .map((p) => escape(pageName(p)))
            .join(', ') || 'none'
        }.</li>`
      : ''
  }
  ${gates
    .map(
      (gate) =>
        `<li class="${gate.ok ? 'ok' : 'bad'}">${escape(gate.name)}: ${gate.ok ? 'passed' : 'FAILED'} <small>(<code>${escape(gate.script)}</code>: ${escape(gate.detail.split('\n').at(-1))})</small>${gate.ok ? '' : `<pre>${escape(gate.detail)}</pre>`}</li>`,
    )
    .join('')}
  ${auditLine}
  <li>${gatesVerdict}</li>
  ${notes.map((note) => `<li>${escape(note)}</li>`).join('')}
</ul>`;

  const pageSections = pages
    .map((page) => {
      const list = pageCase(page) ?? [];
      const states = stateCases.filter(([first]) => first?.page === page);
      const info = pagesInfo.get(page);
      if (!info) throw new Error(`review: no page information for ${page}`);
      return `<section id="${escape(anchor(page))}">
<h2>${escape(pageName(page))} <small>${escape(page === '404' ? '(any unknown address)' : page)}</small></h2>
${verdict([...list, ...states.flat()])}
${list.length ? captureBlock(list, keep) : '<p class="missing">No capture of this page.</p>'}
${states
  .map(
    (state) => `<h3>${escape(state[0]?.title)}</h3>${verdict(state)}${captureBlock(state, keep)}`,
  )
  .join('')}
<h3>Link preview and search result</h3>
${previewBlock(info, keep)}
<h3>Structured data (what search engines read)</h3>
${structuredDataBlock(info)}
</section>`;
    })
    .join('\n');

  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Scoot site review</title>
<style>${STYLE}</style>
</head>
<body>
<header>
<h1>Scoot site review</h1>
<p>Made by <code>npm run review</code> on ${escape(generatedAt)}. Widths: phone 375 px, tablet 768 px, desktop 1440 px. Click a picture to see it full size.</p>
<div class="summary"><h2 style="border:0;margin:0;padding:0">Summary</h2>${summary}</div>
${buildError ? '' : `<nav aria-label="Pages"><ul>${pages.map((p) => `<li><a href="#${escape(anchor(p))}">${escape(pageName(p))}</a></li>`).join('')}</ul></nav>`}
</header>
<main>
${buildError ? '' : pageSections}
</main>
</body>
</html>
`;
}

/** @param {string} page */
const anchor = (page) => (page === '/' ? 'home' : page.replace(/^\//, ''));
/**
 * The case that shows a page as loaded is named after the page (home, about, not-found,
 * careers-general-manager-jakarta).
 * @param {string} page
 */
const pageCaseName = (page) =>
  page === '/' ? 'home' : page === '404' ? 'not-found' : page.slice(1).replaceAll('/', '-');

// ---------------------------------------------------------------------------------------

async function main() {
  const { values } = parseArgs({ options: { 'skip-build': { type: 'boolean', default: false } } });
  const port = Number(process.env.E2E_PORT ?? 4173);
  rmSync(reviewDir, { recursive: true, force: true });
  mkdirSync(reviewDir, { recursive: true });
  const generatedAt = new Date().toISOString().replace('T', ' ').slice(0, 16) + ' UTC';
  const indexFile = join(reviewDir, 'index.html');
  const notes = [];

  const changedContent = uncommitted(['content', 'public', 'styles', 'components', 'app']);
  if (changedContent.length)
    notes.push(`This build includes changes not yet committed: ${changedContent.join(', ')}.`);
  const changedBaselines = uncommitted([relative(root, baselineDir)]);
  if (changedBaselines.length)
    notes.push(
      `Accepted pictures changed here but not committed (the comparison uses them): ${changedBaselines.join(', ')}.`,
    );

  if (!values['skip-build']) {
    console.log('review: building the site');
    const build = run('npm', ['run', 'build']);
    if (!build.ok) {
      const buildError = buildFailure(build.output);
      writeFileSync(
        indexFile,
        reviewHtml({
          generatedAt,
          gates: [],
          audit: null,
          captures: [],
          pages: [],
          pagesInfo: new Map(),
          notes,
          buildError,
        }),
      );
      console.error(
        `review: the build stopped:\n${buildError}\nreview: wrote ${relative(root, indexFile)}`,
      );
      process.exitCode = 1;
      return;
    }
  }

  console.log('review: checking the HTML and the links');
  const gates = runGates();
  const audit = readAudit();

  if (await portInUse(port))
    throw new Error(`Port ${port} is in use: stop that server or set E2E_PORT to a free port`);
  console.log('review: taking the screenshots (about 2 minutes)');
  const captures = runVisual(port);

  const pages = [...new Set(captures.map((capture) => capture.page))];
  const pagesInfo = new Map();
  for (const page of pages) {
    const file = page === '404' ? '404.html' : routeFile(page);
    if (!existsSync(join(outDir, file)))
      throw new Error(`The visual spec shows ${page}, which is not in out/`);
    pagesInfo.set(page, readPage(readFileSync(join(outDir, file), 'utf8')));
  }

  writeFileSync(
    indexFile,
    reviewHtml({ generatedAt, gates, audit, captures, pages, pagesInfo, notes }),
  );
  const changed = captures.filter((capture) => capture.status !== 'same');
  console.log(
    `review: ${captures.length} captures, ${changed.length} different from the baselines` +
      `${changed.length ? ` (${changed.map((c) => basename(c.file, '.png')).join(', ')})` : ''}; ` +
      `gates ${gates.every((g) => g.ok) ? 'passed' : 'FAILED'}`,
  );
  console.log(`review: open ${relative(process.cwd(), indexFile)} in a browser`);
}

runMain(import.meta.url, main);
