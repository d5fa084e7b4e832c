/** @jest-environment jsdom */
import { readFileSync } from 'node:fs';

import { beforeAll, describe, expect, it } from '@jest/globals';

import type { DraftStore } from '@/cms/src/drafts';
import { watchDrafts } from '@/cms/src/drafts';

/*
 * The admin's one reach into Decap's internals (cms/src/decapStore.ts), against the Decap
 * installed: the module is where the admin imports it from, is the store Decap's editor
 * writes to, and holds the unsaved entry and a key per opening where drafts.ts and
 * previews.tsx read them. An upgrade of Decap that moves or reshapes any of it fails here.
 */

let decapStore: DraftStore;
beforeAll(async () => {
  // Decap's modules make a blob URL as they load, which jsdom does not implement.
  URL.createObjectURL = () => 'blob:stand-in';
  ({ decapStore } = await import('@/cms/src/decapStore'));
});

/** What Decap's editor dispatches when an entry is opened (decap-cms-core's actions/entries). */
const open = (data: object) =>
  (decapStore as unknown as { dispatch(action: object): void }).dispatch({
    type: 'DRAFT_CREATE_FROM_ENTRY',
    payload: { entry: { slug: 'berlin', path: 'content/cities/berlin.json', data, i18n: {} } },
  });
const draft = () => decapStore.getState().entryDraft;

describe("Decap's store, as the admin reads it", () => {
  it('is the version package.json names, so an upgrade passes through this test', () => {
    const declared = JSON.parse(readFileSync('package.json', 'utf8')).devDependencies;
    const installed = JSON.parse(
      readFileSync('node_modules/decap-cms-core/package.json', 'utf8'),
    ).version;
    expect(declared['decap-cms-core']).toBe(installed);
  });

  it('is a Redux store', () => {
    expect(decapStore).toEqual(
      expect.objectContaining({
        getState: expect.any(Function),
        subscribe: expect.any(Function),
        dispatch: expect.any(Function),
      }),
    );
  });

  it('holds the entry opened in the editor, with a new key at each opening', () => {
    open({ title: 'Berlin' });
    const first = draft().get('key');
    expect(first).toEqual(expect.any(String));
    expect(first).not.toBe('');
    expect(draft().get('entry')?.getIn(['data', 'title'])).toBe('Berlin');
    open({ title: 'Berlin again' });
    expect(draft().get('key')).not.toBe(first);
    expect(draft().get('entry')?.getIn(['data', 'title'])).toBe('Berlin again');
  });

  it('lets the admin’s watch see each opening (cms/src/drafts.ts)', () => {
    const drafts = watchDrafts(decapStore);
    expect(drafts.beforeSave()).toBeUndefined();
    open({ title: 'Lisbon', reviewed: false });
    expect(drafts.beforeSave()).toBeDefined();
  });
});
