/** The arithmetic the audit and the growth benchmark share. */

/** @param {number[]} values the median of the finite ones, NaN when there are none */
export function median(values) {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  const [lower, upper] = [sorted[Math.ceil(sorted.length / 2) - 1], sorted[sorted.length >> 1]];
  return lower === undefined || upper === undefined ? NaN : (lower + upper) / 2;
}

/**
 * The CPU slowdown that makes a host of this benchmark index Lighthouse's mid-tier phone: its
 * calculator's 150 -> 1x, 800 -> 2x, 1300 -> 3x, and its default 4x, calibrated for a high-end
 * desktop (docs/throttling.md, checked 2026-11-26), for any faster host: no class is above it.
 * @param {number} index
 */
export function calibratedSlowdown(index) {
  if (!(index > 0)) throw new Error(`No benchmark index to calibrate (${index})`);
  if (index <= 150) return 1;
  if (index <= 800) return 1 + (index - 150) / 650;
  if (index <= 1300) return 2 + (index - 800) / 500;
  return Math.min(4, 3 + (index - 1300) / 233);
}
