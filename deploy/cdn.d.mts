/** Types of cdn.mjs, for the tests written in TypeScript. */
export const CREDENTIALS: string[];
export const WORKER_NAME: string;
export function missingCredentials(env: Record<string, string | undefined>): string[];
export function previewAlias(branch: string): string;
export function wranglerArgs(
  target: string,
  options?: { alias?: string; dryRun?: boolean },
): string[];
