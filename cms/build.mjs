/**
 * `npm run build:admin`: the editors' admin as static files in cms/dist/, which cms/server.mjs
 * serves on loopback and the hosted admin's Worker serves as they are (so the folder holds
 * every file the admin loads and nothing else: no source maps).
 *
 * One bundle of Decap's modular build (decap-cms-app) and the site's own React, components
 * and schema (cms/src/admin.tsx): the preview pane renders the site's components, and a save
 * is checked by the build's schema. vanilla-extract's plugin compiles the components' styles
 * to one static stylesheet, which the preview pane loads.
 *
 * Takes about two seconds; `npm run cms` and the admin's browser tests run it first.
 */
import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { analyzeMetafile, build } from 'esbuild';
import { imageSize } from 'image-size';

const here = dirname(fileURLToPath(import.meta.url));
export const DIST = join(here, 'dist');

/**
 * The imports the site's components make of Next, which has no place in the admin, each to
 * a small stand-in of cms/src/shims/. The one list of them: a component that starts to use
 * another Next module fails this build until it has one.
 */
const NEXT_SHIMS = {
  'next/link': join(here, 'src/shims/link.tsx'),
  'next/navigation': join(here, 'src/shims/navigation.ts'),
  // The one module of the site's that reads public/ for a component (the inline art).
  '@/lib/art': join(here, 'src/shims/art.ts'),
};

/**
 * `import published from 'scoot:published'`: the files of the folder collections as they are
 * when the admin is built (each by its name, with every language), which a preview needs
 * beside the entry it shows: a job's city and office, the cities the FAQ links to. The
 * entry being edited is read from the form instead. `art` is the site's illustrations
 * (public/images, 17 small SVGs), with their sizes, for the pages' previews.
 */
/** @type {import('esbuild').Plugin} */
const publishedContent = {
  name: 'scoot-published',
  setup(build) {
    build.onResolve({ filter: /^scoot:published$/ }, () => ({
      path: 'published',
      namespace: 'scoot',
    }));
    build.onLoad({ filter: /.*/, namespace: 'scoot' }, async () => {
      /** @type {Record<string, Record<string, unknown>>} */
      const content = {};
      for (const folder of ['cities', 'offices', 'jobs']) {
        const dir = join(here, '..', 'content', folder);
        const names = (await readdir(dir)).filter((name) => name.endsWith('.json')).sort();
        const files = (content[folder] = /** @type {Record<string, unknown>} */ ({}));
        for (const name of names)
          files[basename(name, '.json')] = JSON.parse(await readFile(join(dir, name), 'utf8'));
      }
      const art = (content.art = /** @type {Record<string, unknown>} */ ({}));
      const images = join(here, '..', 'public', 'images');
      for (const name of (await readdir(images)).filter((file) => file.endsWith('.svg'))) {
        const svg = await readFile(join(images, name), 'utf8');
        const { width, height } = imageSize(Buffer.from(svg));
        art[`/images/${name}`] = { svg, width, height };
      }
      return { contents: JSON.stringify(content), loader: 'json' };
    });
  },
};

/**
 * Decap's interface in English only: its package of languages, imported whole, is swapped
 * for one that has the English alone. Only the bare name: the stand-in itself imports the
 * English by its path.
 */
/** @type {import('esbuild').Plugin} */
const englishInterface = {
  name: 'english-interface',
  setup(build) {
    build.onResolve({ filter: /^decap-cms-locales$/ }, () => ({
      path: join(here, 'src/shims/locales.ts'),
    }));
  },
};

/** The admin's page: the bundle and its stylesheet, files of the same origin (the CSP). */
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="robots" content="noindex" />
    <meta name="referrer" content="no-referrer" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Scoot content</title>
    <script src="admin.js" defer></script>
  </head>
  <body></body>
</html>
`;

/**
 * The Locations map's land as the site's build draws it: its route (app/(en)/locations/
 * land.svg), bundled for Node in memory and asked once.
 */
async function landImage() {
  const route = await build({
    entryPoints: [join(here, '..', 'app/(en)/locations/land.svg/route.ts')],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    tsconfig: join(here, '..', 'tsconfig.json'),
    logLevel: 'warning',
  });
  const [output] = route.outputFiles;
  if (!output) throw new Error('esbuild wrote nothing for the land route');
  const source = Buffer.from(output.contents).toString('base64');
  const { GET } = await import(`data:text/javascript;base64,${source}`);
  return GET().text();
}

/**
 * Builds the admin afresh into `outdir` (cms/dist/ unless told otherwise: the browser tests
 * build one a server, side by side); resolves with the files written and their sizes. Its
 * config is made in the browser from the schema (cms/src/config.ts); `localSite` builds the
 * local admin (cms/server.mjs), whose "View Live" opens that site and which uses the local
 * backend on its own origin.
 */
export async function buildAdmin({
  outdir = DIST,
  minify = true,
  analyze = false,
  localSite = undefined,
} = {}) {
  await rm(outdir, { recursive: true, force: true });
  await mkdir(outdir, { recursive: true });
  const result = await build({
    entryPoints: { admin: join(here, 'src/admin.tsx') },
    outdir,
    bundle: true,
    // One script: Decap's lazily loaded parts (editor languages, image encoders) are inlined
    // rather than split into a hundred files the Worker would have to list.
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify,
    legalComments: 'none',
    sourcemap: false,
    metafile: true,
    jsx: 'automatic',
    // The site's fonts, which the preview's stylesheet names (cms/src/fonts.css).
    loader: { '.woff2': 'file' },
    assetNames: 'fonts/[name]',
    define: {
      'process.env.NODE_ENV': '"production"',
      // lib/clock.ts in the preview: no fixed moment, so "the build's day" is the day shown.
      'process.env.SOURCE_DATE_EPOCH': 'undefined',
      // The live site "View Live" opens, as the site's build names it (lib/siteUrl.ts).
      'process.env.NEXT_PUBLIC_SITE_URL': JSON.stringify(process.env.NEXT_PUBLIC_SITE_URL ?? ''),
      // The local admin's (cms/server.mjs): the dev server beside it, and the local backend.
      'process.env.CMS_LOCAL_SITE':
        localSite === undefined ? 'undefined' : JSON.stringify(localSite),
      // Node's name for the global object, which a few of Decap's dependencies use unguarded.
      global: 'globalThis',
    },
    alias: NEXT_SHIMS,
    // The Locations map's land, an image of the site's own address (landImage below).
    external: ['/locations/land.svg'],
    tsconfig: join(here, '..', 'tsconfig.json'),
    plugins: [publishedContent, englishInterface, vanillaExtractPlugin({ identifiers: 'short' })],
    logLevel: 'warning',
  });
  // The illustrations a page's preview shows as <img src="/images/…">, as on the site.
  await cp(join(here, '..', 'public', 'images'), join(outdir, 'images'), { recursive: true });
  await mkdir(join(outdir, 'locations'));
  await writeFile(join(outdir, 'locations', 'land.svg'), await landImage());
  await writeFile(join(outdir, 'index.html'), INDEX_HTML);
  // `npm run build:admin -- --analyze`: what the bundle is made of, largest first.
  if (analyze) console.log(await analyzeMetafile(result.metafile));
  return Object.fromEntries(
    Object.entries(result.metafile.outputs).map(([file, { bytes }]) => [basename(file), bytes]),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // CMS_DIST builds elsewhere than cms/dist/, as cms/server.mjs takes it (the browser specs).
  const outdir = process.env.CMS_DIST ?? DIST;
  const files = await buildAdmin({ outdir, analyze: process.argv.includes('--analyze') });
  for (const [file, bytes] of Object.entries(files))
    console.log(`${file}  ${(bytes / 1024).toFixed(0)} kB`);
}
