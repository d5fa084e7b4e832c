/** Decap's own store, one module of decap-cms-app's build: the editor's unsaved entry. */
declare module 'decap-cms-core/dist/esm/redux' {
  export const store: {
    getState(): { entryDraft: { get(key: 'entry'): import('./entries').DecapEntry | undefined } };
  };
}
