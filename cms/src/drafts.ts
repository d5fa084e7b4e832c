import type { BeforeSave } from '@/content/review';

import { languagesOf, type DecapEntry } from './entries';

/*
 * The entry being edited as it was opened, and as each save left it: what a save compares
 * the form with to tell a tick the editor just set from one that stood (cms/src/preSave.ts),
 * and what the preview's review notice foresees from (cms/src/previews.tsx). Decap's preSave
 * event has only the form, and after a save the form keeps its own values, not what preSave
 * wrote (a tick taken back stays shown until the entry is opened again), so both are kept
 * here: the form as it stood, and the file as it was written. Decap's store gives each
 * opening of an entry in the editor its own key (a new one when it is opened again).
 */

/** What is read of Decap's store (cms/src/decapStore.ts): the entry in the editor. */
export type DraftStore = {
  getState(): {
    entryDraft: {
      get(key: 'entry'): DecapEntry | undefined;
      get(key: 'key'): string | undefined;
    };
  };
  subscribe(listener: () => void): unknown;
};

/**
 * Watches the entries the editor opens (from before Decap starts: cms/src/editing.ts), each
 * as it was opened; `afterSave` (Decap's postSave event) keeps it as a save left it.
 */
export function watchDrafts(store: DraftStore) {
  /** By the key of an opening of an entry: the form and the file, as opened or last saved. */
  const openings = new Map<string, BeforeSave>();
  const draft = () => store.getState().entryDraft;
  let seen: string | undefined;
  store.subscribe(() => {
    const key = draft().get('key');
    const entry = draft().get('entry');
    if (!key || key === seen || !entry) return;
    seen = key;
    const languages = languagesOf(entry);
    openings.set(key, { form: languages, file: languages });
  });
  return {
    /** The entry in the editor as it was opened or last saved; undefined if not seen opening. */
    beforeSave(): BeforeSave | undefined {
      const key = draft().get('key');
      return key ? openings.get(key) : undefined;
    },
    /** Decap's postSave event: the entry as preSave let it be written, beside the form now. */
    afterSave({ entry }: { entry: DecapEntry }) {
      const key = draft().get('key');
      const form = draft().get('entry');
      if (key && form) openings.set(key, { form: languagesOf(form), file: languagesOf(entry) });
    },
  };
}
