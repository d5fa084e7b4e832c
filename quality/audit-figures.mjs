/** The arithmetic the audit and the growth benchmark share: medians, the CPU slowdown, rounds compared. */

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

/**
 * Whether every round after a change was slower than every round before it, with at least 3
 * rounds a side (NaN left out). Not a budget: when nothing differs it happens by chance once in
 * (2n choose n), 1 pair in 20 with 3 rounds, 1 in 252 with 5, so it asks for a second look.
 * @param {number[]} before @param {number[]} after
 */
export function slowerAfter(before, after) {
  const [was, is] = [before.filter(Number.isFinite), after.filter(Number.isFinite)];
  return was.length >= 3 && is.length >= 3 && Math.min(...is) > Math.max(...was);
}

/**
 * Rounds before and after a change, side by side: each side's median, fastest and slowest
 * (NaN when none was measured), the ratio of the medians after ÷ before, and slowerAfter.
 * @param {number[]} before @param {number[]} after
 */
export function compareRounds(before, after) {
  const side = (/** @type {number[]} */ rounds) => {
    const measured = rounds.filter(Number.isFinite);
    const [low, high] = measured.length
      ? [Math.min(...measured), Math.max(...measured)]
      : [NaN, NaN];
    return { median: median(measured), low, high };
  };
  const [was, is] = [side(before), side(after)];
  return {
    before: was,
    after: is,
    ratio: is.median / was.median,
    slower: slowerAfter(before, after),
  };
}
