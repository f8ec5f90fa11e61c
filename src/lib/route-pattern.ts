/**
 * Whether `path` (a router path such as "/127.0.0.1:8800/l", without "#") is one a route pattern
 * such as ":instance?/l" describes: literal segments, `:param` (one segment), `:param?` (one
 * segment or none) and a final `*` (anything). The empty pattern is the index route.
 */
export function matchesRoutePattern(pattern: string, path: string): boolean {
  const wanted = pattern.split('/').filter(Boolean);
  const given = path.split(/[?#]/, 1)[0].split('/').filter(Boolean);
  const match = (p: number, g: number): boolean => {
    if (p === wanted.length) return g === given.length;
    const segment = wanted[p];
    if (segment === '*') return true;
    if (segment.startsWith(':') && segment.endsWith('?'))
      return match(p + 1, g) || (g < given.length && match(p + 1, g + 1));
    if (g === given.length) return false;
    if (segment.startsWith(':')) return match(p + 1, g + 1);
    return segment === given[g] && match(p + 1, g + 1);
  };
  return match(0, 0);
}
