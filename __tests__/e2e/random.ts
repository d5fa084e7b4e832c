/**
 * mulberry32: a small, well-mixed 32-bit pseudo-random generator. The URL fuzz and the
 * routing spec's casings draw from it with a fixed seed, so every run tries the same URLs.
 */
export function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
