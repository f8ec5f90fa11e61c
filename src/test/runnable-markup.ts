/**
 * Markup from a server that a browser would run: scripts, inline event handlers, javascript: URLs.
 * jsdom runs none of it (no `onerror` ever fires), so tests look for the markup, not its effects.
 */
export function runnableMarkup(root: ParentNode): string[] {
  const found: string[] = [];
  for (const element of root.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase();
    if (tag === 'script') found.push('script');
    for (const { name, value } of element.attributes) {
      if (name.startsWith('on')) found.push(`${tag}[${name}]`);
      else if (/^\s*(javascript|vbscript):/i.test(value)) found.push(`${tag}[${name}=${value}]`);
    }
  }
  return found;
}
