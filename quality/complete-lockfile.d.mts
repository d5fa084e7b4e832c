/** Types of complete-lockfile.mjs, for the Jest test written in TypeScript. */
export type LockEntry = Record<string, unknown>;
export function platformEntry(name: string, version: string, dev: boolean): LockEntry | null;
export function completeLockfile(lock: { packages: Record<string, LockEntry> }): string[];
