/** An error that carries an HTTP-style status, as a failed fetch or a thrown Response does. */
type StatusLike = { status?: unknown; statusText?: unknown };

/**
 * What the error view shows for an error: the status and status text when
 * the error has them, otherwise its message, otherwise `fallback` (the page's generic 500).
 */
export function describeError(error: unknown, fallback: string): string {
  if (error && typeof error === 'object') {
    const { status, statusText } = error as StatusLike;
    if (typeof status === 'number') {
      return typeof statusText === 'string' && statusText ? `${status} ${statusText}` : `${status}`;
    }
  }
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return fallback;
}
