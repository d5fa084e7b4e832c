/** Types of headers.mjs, for the tests written in TypeScript. */
export const securityHeaders: Record<string, string>;
export const documentHeaders: Record<string, string>;
export const cacheControl: { immutable: string; revalidate: string };
export function contentSecurityPolicy(scriptHashes?: string[], styleHashes?: string[]): string;
export const assetContentSecurityPolicy: string;
export const renderedExtensions: string[];
export const contentTypes: Record<string, string>;
