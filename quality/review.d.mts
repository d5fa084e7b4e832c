/** Types of review.mjs, for the Jest test written in TypeScript. */
export type CaptureStatus = 'same' | 'changed' | 'new' | 'failed';
export type Capture = {
  name: string;
  title: string;
  page: string;
  width: number;
  file: string;
  project: string;
  status: CaptureStatus;
  pictures: { expected?: string; actual?: string; diff?: string };
  error: string;
};
export type PageInfo = {
  title: string;
  description: string;
  canonical: string;
  noindex: boolean;
  share: { title: string; description: string; url: string; image: string; imageAlt: string };
  jsonLd: unknown[];
};
export const WIDTHS: { project: string; width: number; label: string }[];
export const SNIPPET_LIMITS: { title: number; description: number; descriptionOnPhones: number };
export function buildFailure(output: string): string;
export function readAudit(file?: string): { date: string; failures: string[] } | null;
export function capturesFromReport(report: unknown): Capture[];
export function readPage(html: string): PageInfo;
export function snippetWarnings(
  text: { title: string; description: string },
  limits?: typeof SNIPPET_LIMITS,
): string[];
export function describeStructuredData(
  documents: unknown[],
): { heading: string; items: string[] }[];
export function verdict(captures: Pick<Capture, 'title' | 'width' | 'status'>[]): string;
export function reviewHtml(input: {
  generatedAt: string;
  gates: { name: string; script: string; ok: boolean; detail: string }[];
  audit: { date: string; failures: string[] } | null;
  captures: Capture[];
  pages: string[];
  pagesInfo: Map<string, PageInfo>;
  notes: string[];
  buildError?: string;
  /** Copies a picture beside the page; returns its relative path. */
  keep?: (source: string, name: string) => string;
}): string;
