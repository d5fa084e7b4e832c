/** Types of check-links.mjs, for the Jest test written in TypeScript. */
export function pagePath(file: string): string;
export function resolveFile(outDir: string, path: string): string | null;
export function cssUrls(css: string): string[];
export function srcsetUrls(srcset: string): string[];
export function checkLinks(outDir: string): {
  broken: string[];
  checked: number;
  pages: number;
  external: string[];
};
