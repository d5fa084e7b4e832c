/** Types of runtime-loading.mjs, for the Jest test written in TypeScript. */
export const COMPILE_HINT: string;
export function loaderScript(sources: string[]): string;
export function loaderSources(text: string): string[] | null;
export function deferRuntime(html: string): { html: string; sources: string[] };
export function withCompileHint(source: string): string | null;
export function shiftSourceMap(map: string): string;
export function optimiseRuntimeLoading(outDir: string): {
  pages: number;
  chunks: number;
  marked: number;
};
