import type { mastodon } from 'masto';
import { parseStatusContent, type ContentNode } from '../../lib/status-content';

// Parsing sanitises HTML, which is the costliest part of a post's render; a virtualised list
// remounts cards while scrolling, so the tree is kept per status object (freed with it).
const trees = new WeakMap<mastodon.v1.Status, ContentNode[]>();

export function parsedContent(post: mastodon.v1.Status): ContentNode[] {
  let nodes = trees.get(post);
  if (!nodes) {
    nodes = parseStatusContent(post);
    trees.set(post, nodes);
  }
  return nodes;
}
