/** Types of hosting.mjs, for the tests written in TypeScript. */
export type Page = { file: string; path: string; csp: string };
export type ServeConfig = {
  cleanUrls: boolean;
  directoryListing: boolean;
  rewrites: { source: string; destination: string }[];
  headers: { source: string; headers: { key: string; value: string }[] }[];
};
export const CDN_LIMITS: { headerRules: number; staticRedirects: number; lineLength: number };
export function inlineScriptHashes(html: string): string[];
export function inlineStyleHashes(html: string, stylesheets?: string[]): string[];
export function readPages(outDir: string): Page[];
export function casings(path: string): string[];
export function typedFiles(outDir: string): [string, string][];
export function serveConfig(
  pages: Page[],
  routes: string[],
  typed?: [string, string][],
): ServeConfig;
export function nginxHeaders(): string;
export function nginxCspMap(pages: Page[]): string;
export function nginxRoutesMap(routes: string[]): string;
export function staticExtensions(outDir: string): string[];
export function cdnHeaders(
  pages: Page[],
  typed?: [string, string][],
  staticExtensions?: string[],
): string;
export function cdnRedirects(routes: string[]): string;
export const cdnAssetsIgnore: string;
