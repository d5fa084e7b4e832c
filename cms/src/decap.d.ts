/**
 * Decap's own store, one module of decap-cms-app's build: the editor's unsaved entry, and the
 * key Decap gives each opening of an entry in the editor (a new one each time it is opened).
 * Imported by cms/src/decapStore.ts alone.
 */
declare module 'decap-cms-core/dist/esm/redux' {
  export const store: import('./drafts').DraftStore;
}

/** The folder collections' files as they were when the admin was built (cms/build.mjs). */
declare module 'scoot:published' {
  const published: Record<'cities' | 'offices' | 'jobs', Record<string, unknown>> & {
    art: Record<string, { svg: string; width: number; height: number }>;
  };
  export default published;
}

/** The English phrases of Decap's interface (cms/src/shims/locales.ts). */
declare module 'decap-cms-locales/dist/esm/en/index.js' {
  const en: Record<string, unknown>;
  export default en;
}

/** Decap's event code (registerEventListener, and how it runs a save's handlers): for tests. */
declare module 'decap-cms-core/dist/esm/lib/registry.js' {
  type Event = { entry: import('./entries').DecapEntry; author: { login: string; name: string } };
  type Listener = { name: 'preSave' | 'postSave'; handler: (event: Event) => unknown };
  export function registerEventListener(listener: Listener): void;
  export function removeEventListener(listener: Partial<Listener>): void;
  export function invokeEvent(event: {
    name: string;
    data: Event;
  }): Promise<import('./entries').DecapEntry>;
}
