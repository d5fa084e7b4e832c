import { store } from 'decap-cms-core/dist/esm/redux';

import type { DraftStore } from './drafts';

/**
 * Decap's own Redux store, the one private path of Decap the admin reads: no public API hands
 * over the whole unsaved entry (a preview template gets only the language shown) or tells one
 * opening of an entry in the editor from the next. What is read of it (DraftStore: the
 * entryDraft's `entry` and `key`) is checked against the installed Decap by
 * __tests__/cms/decapStore.test.ts, which fails on an upgrade that moves or reshapes it.
 */
export const decapStore: DraftStore = store;
