import { decapStore } from './decapStore';
import { watchDrafts } from './drafts';

/** The admin's one watch of the entries opened in the editor (drafts.ts), on Decap's store. */
export const drafts = watchDrafts(decapStore);
