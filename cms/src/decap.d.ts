/** Decap's own store, one module of decap-cms-app's build: the editor's unsaved entry. */
declare module 'decap-cms-core/dist/esm/redux' {
  export const store: {
    getState(): { entryDraft: { get(key: 'entry'): import('./entries').DecapEntry | undefined } };
  };
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
