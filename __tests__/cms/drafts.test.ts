import { describe, expect, it } from '@jest/globals';

import { watchDrafts, type DraftStore } from '@/cms/src/drafts';
import type { DecapEntry } from '@/cms/src/entries';

/*
 * The admin's watch of the entries opened in the editor (cms/src/drafts.ts): each as it was
 * opened, then as each save left it, on a stand-in for Decap's store.
 */

/** A Decap entry of the English and a Japanese translation. */
const entryOf = (en: object, ja: object): DecapEntry => {
  const fields: Record<string, unknown> = { data: en, i18n: { ja: { data: ja } } };
  const getIn = (path: readonly string[]) =>
    path.reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], fields);
  return { get: (key) => fields[key], getIn, setIn: () => entryOf(en, ja) };
};

/** Decap's store as far as the watch reads it: the entry in the editor and its key. */
function fakeStore() {
  let draft: { key?: string; entry?: DecapEntry } = {};
  const listeners: (() => void)[] = [];
  const store: DraftStore = {
    getState: () => ({
      entryDraft: { get: ((key: 'key' | 'entry') => draft[key]) as never },
    }),
    subscribe: (listener) => listeners.push(listener),
  };
  /** What Decap does: a new key when an entry is opened, the same one while it is edited. */
  const dispatch = (next: typeof draft) => {
    draft = next;
    for (const listener of listeners) listener();
  };
  return { store, dispatch };
}

describe('watchDrafts', () => {
  const ticked = { reviewed: true, title: 'タイトル' };
  const unticked = { ...ticked, reviewed: false };

  it('keeps an entry as it was opened, not as it is edited', () => {
    const { store, dispatch } = fakeStore();
    const drafts = watchDrafts(store);
    expect(drafts.beforeSave()).toBeUndefined();
    dispatch({ key: 'first', entry: entryOf({ title: 'Title' }, unticked) });
    dispatch({ key: 'first', entry: entryOf({ title: 'Title' }, ticked) });
    const opened = { en: { title: 'Title' }, ja: unticked };
    expect(drafts.beforeSave()).toEqual({ form: opened, file: opened });
  });

  it('keeps the form and the file as a save left them, for that opening only', () => {
    const { store, dispatch } = fakeStore();
    const drafts = watchDrafts(store);
    dispatch({ key: 'first', entry: entryOf({ title: 'Title' }, ticked) });
    // Saved with a new English: preSave unticked the translation, the form still shows it ticked.
    dispatch({ key: 'first', entry: entryOf({ title: 'New title' }, ticked) });
    drafts.afterSave({ entry: entryOf({ title: 'New title' }, unticked) });
    expect(drafts.beforeSave()).toEqual({
      form: { en: { title: 'New title' }, ja: ticked },
      file: { en: { title: 'New title' }, ja: unticked },
    });
    // Opened again: as the file is now.
    dispatch({ key: 'second', entry: entryOf({ title: 'New title' }, unticked) });
    const opened = { en: { title: 'New title' }, ja: unticked };
    expect(drafts.beforeSave()).toEqual({ form: opened, file: opened });
  });
});
