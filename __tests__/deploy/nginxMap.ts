/**
 * nginx's `map` as the generated routes-map.conf uses it, for the tests: the keys are
 * regular expressions (`~` case-sensitive, `~*` not), tried in order, and the first match
 * wins; otherwise the default. A quoted value is unquoted ("" is the empty string).
 */
export function nginxMapLookup(map: string, value: string): string {
  const unquote = (text: string) => (text.startsWith('"') ? (JSON.parse(text) as string) : text);
  for (const [, flag, pattern, result] of map.matchAll(/^ {2}(~\*?)(\S+) (\S+);$/gm)) {
    if (new RegExp(pattern!, flag === '~*' ? 'i' : '').test(value)) return unquote(result!);
  }
  return unquote(/^ {2}default (\S+);$/m.exec(map)![1]!);
}
