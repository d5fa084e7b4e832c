/** Types of audit-figures.mjs, for the Jest test written in TypeScript. */
export type Figures = {
  scores: Record<string, number>;
  metrics: Record<string, number>;
  bytes: Record<string, number>;
  rawBytes: Record<string, number>;
};
export type Run = Figures & {
  requests: number;
  foreign: string[];
  failing: string[];
  adjusted: string[];
  runtimeError: string | null;
};
export type Aggregate = {
  runs: number;
  median: Figures & { requests: number };
  worst: Figures & { requests: number };
  foreign: string[];
  failing: string[];
  adjusted: string[];
  runtimeErrors: string[];
};
export type RouteResult = {
  route: string;
  mobile: Aggregate & { axe?: unknown };
  desktop: Aggregate & { axe?: unknown };
};
export const CATEGORIES: string[];
export const FORM_FACTORS: readonly ['mobile', 'desktop'];
export function median(values: number[]): number;
export function worst(values: number[], direction: 'higher-is-better' | 'lower-is-better'): number;
export function aggregate(runs: Run[]): Aggregate;
export function evaluate(results: RouteResult[]): { failures: string[]; marks: Set<string> };
export function renderTable(results: RouteResult[], marks: Set<string>): string;
export function renderBytesTable(results: RouteResult[]): string;
export function kb(bytes: number): string;
