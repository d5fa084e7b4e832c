import { store } from 'decap-cms-core/dist/esm/redux';

import { watchDrafts } from './drafts';

/** The admin's one watch of the entries opened in the editor (drafts.ts), on Decap's store. */
export const drafts = watchDrafts(store);
