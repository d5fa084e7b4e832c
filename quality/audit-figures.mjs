/** The arithmetic the audit and the growth benchmark share. */

/** @param {number[]} values the median of the finite ones, NaN when there are none */
export function median(values) {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  const [lower, upper] = [sorted[Math.ceil(sorted.length / 2) - 1], sorted[sorted.length >> 1]];
  return lower === undefined || upper === undefined ? NaN : (lower + upper) / 2;
}

/**
 * The CPU slowdown that makes a host of this benchmark index Lighthouse's mid-tier phone.
 * Lighthouse's docs/throttling.md (checked 2026-11-26) calibrates its default 4x for a
 * high-end desktop (index 1500-2000), the fastest class it names; slower hosts get less,
 * linear through 150 -> 1x, 800 -> 2x, 1300 -> 3x as its CPU slowdown calculator has it. A
 * faster host stays at 4x: no class is above it, and the owner set the budgets at 4x (and the
 * low-end phone at 8x) on hosts of index 2,100-2,840.
 * @param {number} index
 */
export function calibratedSlowdown(index) {
  if (!(index > 0)) throw new Error(`No benchmark index to calibrate (${index})`);
  if (index <= 150) return 1;
  if (index <= 800) return 1 + (index - 150) / 650;
  if (index <= 1300) return 2 + (index - 800) / 500;
  return Math.min(4, 3 + (index - 1300) / 233);
}
