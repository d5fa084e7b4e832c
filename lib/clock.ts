/**
 * The one place that reads the clock. A static site's "now" is the moment it is built: it
 * decides which openings are live, the copyright year and when security.txt expires.
 *
 * `SOURCE_DATE_EPOCH` (seconds since 1970, the reproducible-builds convention) fixes that
 * moment: a rebuild of an old commit, a check of the site on a future date
 * (`SOURCE_DATE_EPOCH=$(date -d 2027-03-01 +%s) npm run build`) and the tests use it.
 */
export function buildTime(): Date {
  const epoch = process.env.SOURCE_DATE_EPOCH;
  if (epoch === undefined || epoch === '') return new Date();
  if (!/^\d+$/.test(epoch))
    throw new Error(`SOURCE_DATE_EPOCH must be whole seconds since 1970, not "${epoch}"`);
  return new Date(Number(epoch) * 1000);
}

/** The day of the build in UTC, as YYYY-MM-DD (ISO dates compare as text). */
export function buildDay(): string {
  return buildTime().toISOString().slice(0, 10);
}
