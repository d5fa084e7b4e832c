#!/usr/bin/env node
/**
 * Gate (npm run test:gates): every HTML file of the export passes html-validate with zero
 * errors. Reads out/ (or the directory given as the first argument); run after the build.
 */
import { join, relative } from 'node:path';

import { formatterFactory, HtmlValidate } from 'html-validate';

import { htmlFiles } from '../deploy/export-files.mjs';
import { root, runMain } from './tools.mjs';

/**
 * "standard" holds the rules about what HTML means (content models, nesting, attributes,
 * ids, deprecated elements); "a11y" and "document" add accessibility and whole-document
 * rules. "recommended" would add style rules too, which judge how React serialises markup
 * (`<meta/>`, `charSet`, `async=""`), all valid HTML and none of it the site's to choose.
 * @type {import('html-validate').ConfigData}
 */
export const htmlValidateConfig = {
  extends: ['html-validate:standard', 'html-validate:a11y', 'html-validate:document'],
  rules: {
    // role="list" on a <ul>/<ol> that drops its bullets is deliberate: WebKit (VoiceOver)
    // stops announcing such lists as lists without it.
    'no-redundant-role': ['error', { exclude: ['list'] }],
    // The same lists; and each FAQ answer is a <div role="region"> as in the WAI-ARIA
    // accordion pattern (STYLE.md section 3), which a <section> would only restate.
    'prefer-native-element': ['error', { exclude: ['list', 'region'] }],
    // The bar's <nav aria-label="Main"> and the mobile menu's are never exposed together
    // (the bar's is display: none below 768 px, where the menu's sits in a closed <dialog>),
    // which markup alone cannot show. axe's landmark-unique rule checks the rendered page at
    // 375 and 1440 px in the browser tests and the audit instead.
    'unique-landmark': 'off',
    // Subresource integrity guards files fetched from a third party; every script and style
    // here comes from the site's own origin (and the audit fails any other origin).
    'require-sri': 'off',
  },
};

async function main() {
  const outDir = process.argv[2] ?? join(root, 'out');
  const files = htmlFiles(outDir);
  if (files.length === 0) throw new Error(`No HTML in ${outDir}: build first`);
  const report = await new HtmlValidate(htmlValidateConfig).validateMultipleFiles(files);
  if (!report.valid) {
    console.error(formatterFactory('stylish')(report.results));
    console.error(`html-validate: ${report.errorCount} error(s) in ${relative(root, outDir)}/`);
    process.exitCode = 1;
    return;
  }
  console.log(`html-validate: ${files.length} pages valid, 0 errors`);
}

runMain(import.meta.url, main);
