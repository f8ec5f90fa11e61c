import { isQuotablePostUrl } from '../../lib/post-url';
import type { ContentNode } from '../../lib/status-content';

/** Post links in a content tree that may be unfurled into quote cards, in order, without repeats. */
export function quotablePostLinks(nodes: readonly ContentNode[], max = 2): string[] {
  const found: string[] = [];
  const walk = (list: readonly ContentNode[]) => {
    for (const node of list) {
      if (found.length >= max) return;
      if (node.type === 'link') {
        if (isQuotablePostUrl(node.href) && !found.includes(node.href)) found.push(node.href);
      } else if (node.type === 'element') {
        walk(node.children);
      }
    }
  };
  walk(nodes);
  return found;
}
