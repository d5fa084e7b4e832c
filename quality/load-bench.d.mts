/** Types of load-bench.mjs, for the Jest test written in TypeScript. */
export function withoutPrecompressed(conf: string): string;
