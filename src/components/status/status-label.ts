import type { mastodon } from 'masto';
import { contentToPlainText, type ContentNode } from '../../lib/status-content';

const MAX_LABEL_TEXT = 80;

/** The start of a post's text for its accessible name; a content warning stands in for hidden text. */
export function statusLabelText(post: mastodon.v1.Status, nodes: readonly ContentNode[]): string {
  const text = (post.spoilerText || contentToPlainText(nodes)).replace(/\s+/g, ' ').trim();
  return text.length > MAX_LABEL_TEXT ? `${text.slice(0, MAX_LABEL_TEXT - 1)}…` : text;
}
