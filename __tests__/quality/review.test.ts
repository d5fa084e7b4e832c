import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

import { afterEach, describe, expect, it } from '@jest/globals';

import { unreviewedTranslations } from '../../quality/review.mjs';

/*
 * The review page's list of translations no native speaker has read: from each data file's
 * `reviewed` per language, and from the messages' record, in a scratch project.
 */

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

function project(files: Record<string, unknown>) {
  root = mkdtempSync(join(tmpdir(), 'scoot-review-'));
  for (const folder of ['content/pages', 'content/cities', 'content/jobs', 'content/offices'])
    mkdirSync(join(root, folder), { recursive: true });
  for (const [file, data] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), JSON.stringify(data));
  }
  return root;
}

describe('unreviewedTranslations', () => {
  it('lists each translation not marked reviewed, and the messages of a language not reviewed', () => {
    const from = project({
      'content/messages/reviewed.json': { ja: true, id: false },
      'content/faq.json': { en: {}, ja: { reviewed: true }, id: { reviewed: false } },
      'content/cities/porto.json': { en: {}, ja: { reviewed: false }, id: {} },
      // Not a translated file: no English object.
      'content/site.json': { description: 'Scoot' },
    });
    expect(unreviewedTranslations(from)).toEqual([
      { file: 'content/messages/id.json', lang: 'id' },
      { file: 'content/faq.json', lang: 'id' },
      { file: 'content/cities/porto.json', lang: 'ja' },
      // A translation that says nothing of its review is not reviewed.
      { file: 'content/cities/porto.json', lang: 'id' },
    ]);
  });

  it('is empty once every translation is reviewed', () => {
    const from = project({
      'content/messages/reviewed.json': { ja: true, id: true },
      'content/jobs/ux-analyst.json': { en: {}, ja: { reviewed: true }, id: { reviewed: true } },
    });
    expect(unreviewedTranslations(from)).toEqual([]);
  });
});
