/** Types of precompress.mjs, for the Jest test written in TypeScript. */
export const TEXT_EXTENSIONS: string[];
export const ENCODINGS: Record<'br' | 'gz', (data: Buffer) => Buffer>;
export function isText(name: string): boolean;
export function textFiles(dir: string): string[];
export function precompress(outDir: string): {
  files: number;
  bytes: number;
  written: Record<'br' | 'gz', { files: number; bytes: number }>;
};
