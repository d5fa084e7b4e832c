import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';

import type { Lang } from '@/content/languages';

/*
 * Files the build-time images are drawn from: the site's own art and its self-hosted type.
 * They are read from the project (the build runs at its root), never fetched: the build
 * has no network. Satori reads WOFF but not WOFF2, and @fontsource ships both.
 */

/** A file of the project, by its path from the project's root. */
export function projectFile(path: string): Buffer {
  return readFileSync(join(process.cwd(), path));
}

/** An SVG file of the project as a data: URI, with the size its viewBox declares. */
export function svgImage(path: string) {
  const svg = projectFile(path);
  const viewBox = /viewBox="([\d.\s-]+)"/.exec(svg.toString('utf8'))?.[1]?.trim().split(/\s+/);
  if (!viewBox || viewBox.length !== 4) throw new Error(`${path}: no viewBox to size it by`);
  return {
    src: `data:image/svg+xml;base64,${svg.toString('base64')}`,
    width: Number(viewBox[2]),
    height: Number(viewBox[3]),
  };
}

/** A font as next/og's renderer takes it. */
export type ImageFont = { name: string; data: Buffer; weight: Weight; style: 'normal' };

type Weight = 400 | 700;

/** One @font-face of a @fontsource package: a subset at one weight, its WOFF file and range. */
type Face = {
  subset: string;
  weight: Weight;
  /** The WOFF file, from the project's root. */
  file: string;
  /** The code points its unicode-range declares, as inclusive [first, last] pairs. */
  ranges: readonly (readonly [number, number])[];
};

/** A family the card may draw from: its name for the renderer, and its faces. */
type Family = { name: string; faces: readonly Face[] };

const memo = new Map<string, unknown>();
/** Each file is read and parsed once per build: the renderer then parses each font once too. */
function once<T>(key: string, make: () => T): T {
  if (!memo.has(key)) memo.set(key, make());
  return memo.get(key) as T;
}

/** "U+0000-00FF,U+0131,U+4??" as code point ranges. */
function parseUnicodeRange(value: string): [number, number][] {
  return value.split(',').map((token) => {
    const [first, last = first] = token.trim().replace(/^U\+/i, '').split('-') as [string, string?];
    return [parseInt(first.replace(/\?/g, '0'), 16), parseInt(last.replace(/\?/g, 'F'), 16)];
  });
}

/**
 * The normal faces of a @fontsource package at one weight, in the order of its CSS file
 * (e.g. noto-sans-jp/400.css), which lists each subset's WOFF2 and WOFF files and the
 * unicode-range the browser would pick it by.
 */
function fontsourceFaces(pkg: string, weight: Weight): Face[] {
  return once(`css:${pkg}/${weight}`, () => {
    const css = projectFile(`node_modules/@fontsource/${pkg}/${weight}.css`).toString('utf8');
    const faces: Face[] = [];
    for (const [, rule] of css.matchAll(/@font-face\s*\{([^}]*)\}/g)) {
      if (!/font-style:\s*normal\s*;/.test(rule!)) continue;
      const file = /url\(\.\/files\/([^)]+\.woff)\)\s*format\('woff'\)/.exec(rule!)?.[1];
      const subset = file && new RegExp(`^${pkg}-(.+)-${weight}-normal\\.woff$`).exec(file)?.[1];
      if (!file || !subset)
        throw new Error(`@fontsource/${pkg}/${weight}.css: a face with no WOFF file`);
      const range = /unicode-range:\s*([^;]+);/.exec(rule!)?.[1];
      faces.push({
        subset,
        weight,
        file: `node_modules/@fontsource/${pkg}/files/${file}`,
        ranges: range ? parseUnicodeRange(range) : [[0, 0x10ffff]],
      });
    }
    if (faces.length === 0) throw new Error(`@fontsource/${pkg}/${weight}.css: no normal faces`);
    return faces;
  });
}

/**
 * The code points a WOFF font has a glyph for: its cmap table, read as the renderer's
 * opentype.js reads it (format 12 where the font has one, else format 4). A unicode-range
 * only says which characters a subset is meant for; the cmap says what it draws.
 */
function glyphsOf(file: string): ReadonlySet<number> {
  return once(`cmap:${file}`, () => {
    const woff = fontFile(file);
    if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error(`${file}: not a WOFF file`);
    let cmap: Buffer | undefined;
    for (let index = 0; index < woff.readUInt16BE(12); index++) {
      const entry = 44 + index * 20;
      if (woff.toString('latin1', entry, entry + 4) !== 'cmap') continue;
      const offset = woff.readUInt32BE(entry + 4);
      const stored = woff.subarray(offset, offset + woff.readUInt32BE(entry + 8));
      cmap = stored.length < woff.readUInt32BE(entry + 12) ? inflateSync(stored) : stored;
    }
    if (!cmap) throw new Error(`${file}: no cmap table`);
    const subtables = Array.from({ length: cmap.readUInt16BE(2) }, (_, index) => {
      const record = 4 + index * 8;
      const offset = cmap.readUInt32BE(record + 4);
      return {
        platform: cmap.readUInt16BE(record),
        encoding: cmap.readUInt16BE(record + 2),
        offset,
        format: cmap.readUInt16BE(offset),
      };
    });
    const unicode = (table: (typeof subtables)[number]) =>
      table.platform === 0 || (table.platform === 3 && [1, 10].includes(table.encoding));
    const table =
      subtables.find((candidate) => unicode(candidate) && candidate.format === 12) ??
      subtables.find((candidate) => unicode(candidate) && candidate.format === 4);
    if (!table) throw new Error(`${file}: no Unicode cmap of format 4 or 12`);
    const glyphs = new Set<number>();
    const at = table.offset;
    if (table.format === 12) {
      for (let group = 0; group < cmap.readUInt32BE(at + 12); group++) {
        const first = cmap.readUInt32BE(at + 16 + group * 12);
        const last = cmap.readUInt32BE(at + 20 + group * 12);
        const glyph = cmap.readUInt32BE(at + 24 + group * 12);
        for (let code = first; code <= last; code++) if (glyph + code - first) glyphs.add(code);
      }
    } else {
      const segments = cmap.readUInt16BE(at + 6) / 2;
      const ends = at + 14;
      const starts = ends + segments * 2 + 2;
      const deltas = starts + segments * 2;
      const rangeOffsets = deltas + segments * 2;
      for (let segment = 0; segment < segments; segment++) {
        const first = cmap.readUInt16BE(starts + segment * 2);
        const last = cmap.readUInt16BE(ends + segment * 2);
        const delta = cmap.readInt16BE(deltas + segment * 2);
        const rangeOffset = cmap.readUInt16BE(rangeOffsets + segment * 2);
        for (let code = first; code <= last && code !== 0xffff; code++) {
          let glyph = code;
          if (rangeOffset) {
            glyph = cmap.readUInt16BE(
              rangeOffsets + segment * 2 + rangeOffset + (code - first) * 2,
            );
            if (glyph === 0) continue;
          }
          if ((glyph + delta) & 0xffff) glyphs.add(code);
        }
      }
    }
    return glyphs;
  });
}

/** The @fontsource faces of the site's two families on the cards (lib/fonts.ts). */
const HEADING = { pkg: 'space-mono', weight: 700 } as const;
const BODY = { pkg: 'lexend-deca', weight: 400 } as const;

/**
 * The families a language's cards draw its own script from, beyond the site's Latin faces:
 * Satori has no Japanese glyphs of its own. Each is given at the heading's and the body's
 * weight. Per language, so that a language with its own Han forms gets its own face, and a
 * card in one language with another script's characters fails rather than borrows.
 */
const SCRIPT_FAMILIES: Record<Lang, readonly { name: string; pkg: string }[]> = {
  en: [],
  id: [],
  ja: [{ name: 'Noto Sans JP', pkg: 'noto-sans-jp' }],
};

/** Never looked up in a font: Satori skips the tab and draws a line break as a space or a break. */
const NOT_DRAWN = new Set(['\t', '\n']);

const hex = (code: number) => `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
const draws = (face: Face, code: number) => glyphsOf(face.file).has(code);
const inRange = (face: Face, code: number) =>
  face.ranges.some(([first, last]) => first <= code && code <= last);

/**
 * The face of a family Satori draws at a weight: the face of that weight, or else the
 * family's only face (each family here has a 700 face, a 400 face, or both).
 */
function faceAt(family: Family, weight: Weight): Face {
  return family.faces.find((face) => face.weight === weight) ?? family.faces[0]!;
}

/** A style a card sets its text in: a family it names and a weight. */
type TextStyle = { family: string; weight: Weight };

/**
 * Whether Satori draws a grapheme (a letter and its marks, as code points) in a style with
 * these families, as @vercel/og 1.0.1 looks glyphs up: it takes the first family with a glyph
 * for the grapheme's first character, trying the style's own family and then every family
 * in the order given, each at its face for the style's weight (one face per name and weight:
 * a second face of the same name and weight is never tried). That face must then have the
 * grapheme's other characters too, or Satori fetches a font for it.
 */
function drawsGrapheme(list: readonly Family[], style: TextStyle, grapheme: readonly number[]) {
  const own = list.filter((family) => family.name.toLowerCase() === style.family.toLowerCase());
  const face = [...own, ...list]
    .map((family) => faceAt(family, style.weight))
    .find((candidate) => draws(candidate, grapheme[0]!));
  return face !== undefined && grapheme.every((code) => draws(face, code));
}

/**
 * The fonts a share card's text is drawn with, for next/og (Satori): the site's heading
 * face (Space Mono 700) and body face (Lexend Deca 400) as `families` names them, then only
 * the subsets the text needs beyond their latin subset, out of @fontsource's WOFF files
 * (Satori reads WOFF, not WOFF2): the faces' own latin-ext (or vietnamese) subset for
 * accented names, and for a Japanese card the Noto Sans JP subsets (of about 120) its
 * characters fall in, at 700 for the headings and 400 for the body.
 *
 * Satori draws each character with the first font that has a glyph for it, trying the
 * family the style names, then every family in the order given here (see drawsGrapheme).
 * It keeps one face per family name and weight, so each extra subset is a family of its own
 * ("Noto Sans JP 57", "Space Mono + Lexend Deca latin-ext"), holding the heading's and the
 * body's face, which Satori picks by the text's weight. A character no font has a glyph
 * for, next/og fetches from Google Fonts while the build runs: the build has no network,
 * and the card would show boxes. So the text is checked here against the fonts' glyph
 * tables (cmap) the way Satori will look it up, in either family at either weight (the card
 * also sets its address in the heading family at the default weight), and a character that
 * would not be drawn stops the build, named with the card's language.
 *
 * @param families the family names the card's styles use (components/SocialCard)
 * @param lang the card's language, which decides the script families it may draw from
 * @param text every word the card draws (name, kicker, headline, text, address)
 */
export function imageFonts(
  families: { heading: string; body: string },
  lang: Lang,
  text: string,
): ImageFont[] {
  const heading = fontsourceFaces(HEADING.pkg, HEADING.weight);
  const body = fontsourceFaces(BODY.pkg, BODY.weight);
  const chosen: Family[] = [
    { name: families.heading, faces: heading.filter((face) => face.subset === 'latin') },
    { name: families.body, faces: body.filter((face) => face.subset === 'latin') },
  ];
  /** One family per subset, named after it, with its faces of both weights. */
  const bySubset = (name: string, faces: Face[], except?: string): Family[] =>
    [...new Set(faces.map((face) => face.subset))]
      .filter((subset) => subset !== except)
      .map((subset) => ({
        name: `${name} ${subset}`,
        faces: faces.filter((face) => face.subset === subset),
      }));
  const candidates: Family[] = [
    // The site's own faces first, so that an accented Latin letter keeps the card's type.
    ...bySubset(`${families.heading} + ${families.body}`, [...heading, ...body], 'latin'),
    ...SCRIPT_FAMILIES[lang].flatMap(({ name, pkg }) =>
      bySubset(name, [
        ...fontsourceFaces(pkg, HEADING.weight),
        ...fontsourceFaces(pkg, BODY.weight),
      ]),
    ),
  ];

  const styles: TextStyle[] = [families.heading, families.body].flatMap((family) =>
    [HEADING.weight, BODY.weight].map((weight) => ({ family, weight })),
  );
  const graphemes = [
    ...new Set(
      Array.from(new Intl.Segmenter(lang, { granularity: 'grapheme' }).segment(text))
        .map(({ segment }) => segment)
        .filter((segment) => !NOT_DRAWN.has(segment)),
    ),
  ].map((segment) => Array.from(segment, (character) => character.codePointAt(0)!));
  const undrawn = (list: readonly Family[], among: (typeof graphemes)[number][]) =>
    among.filter((grapheme) => styles.some((style) => !drawsGrapheme(list, style, grapheme)));

  let missing = undrawn(chosen, graphemes);
  for (const family of candidates) {
    if (missing.length === 0) break;
    // Only a subset meant for a missing character (by its unicode-range) is read at all.
    const meant = missing.some((grapheme) =>
      grapheme.some((code) => family.faces.some((face) => inRange(face, code))),
    );
    if (!meant) continue;
    const failures = (list: readonly Family[]) =>
      missing.reduce(
        (count, grapheme) =>
          count + styles.filter((style) => !drawsGrapheme(list, style, grapheme)).length,
        0,
      );
    if (failures([...chosen, family]) < failures(chosen)) {
      chosen.push(family);
      missing = undrawn(chosen, missing);
    }
  }

  if (missing.length > 0) {
    const named = missing.map(
      (grapheme) => `"${String.fromCodePoint(...grapheme)}" (${grapheme.map(hex).join(' ')})`,
    );
    throw new Error(
      `Share card in "${lang}": no font of the card draws ${named.join(', ')}. ` +
        'next/og would fetch a font for them at build time, offline, and draw boxes. ' +
        `Change the text, or give "${lang}" a font for them (lib/imageSources.ts). Text: ${text}`,
    );
  }
  return chosen.flatMap(({ name, faces }) =>
    faces.map((face) => ({
      name,
      data: fontFile(face.file),
      weight: face.weight,
      style: 'normal' as const,
    })),
  );
}

/** A font file, read once per build (the renderer also parses a font once per Buffer). */
function fontFile(file: string): Buffer {
  return once(`file:${file}`, () => projectFile(file));
}

/** The Scoot mark, as the favicon draws it. */
export const MARK_FILE = 'app/icon.svg';
