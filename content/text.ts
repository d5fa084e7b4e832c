/** "A, B, C and D": a list in running text, in the site's British style (no serial comma). */
export function listOf(items: readonly string[]): string {
  return new Intl.ListFormat('en-GB', { style: 'long', type: 'conjunction' }).format(items);
}
