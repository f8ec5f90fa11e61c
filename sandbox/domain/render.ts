import type { SandboxContext } from '../context';
import { accountUrl, tagUrl } from '../serializers/urls';

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** URLs, then @mentions and #hashtags that start a word (a hashtag needs at least one letter). */
const TOKEN =
  /(https?:\/\/[^\s<]+[^\s<.,:;"')\]!?])|(?<![\p{L}\p{N}_/])(@[a-zA-Z0-9_]+(?:@[a-zA-Z0-9.-]+[a-zA-Z0-9])?)|(?<![\p{L}\p{N}_/&])(#[\p{N}_]*\p{L}[\p{L}\p{N}_]*)/gu;

export interface RenderedText {
  html: string;
  mentionIds: string[];
  tags: string[];
  links: string[];
}

/** Turns plain status text into Mastodon-like HTML with linked mentions, hashtags and URLs. */
export function renderStatusText(ctx: SandboxContext, text: string): RenderedText {
  const mentionIds: string[] = [];
  const tags: string[] = [];
  const links: string[] = [];
  const renderToken = (match: string, url?: string, mention?: string, hashtag?: string): string => {
    if (url) {
      links.push(url);
      const display = url.replace(/^https?:\/\/(www\.)?/, '');
      const visible = display.length > 30 ? `${display.slice(0, 30)}` : display;
      const rest = display.slice(visible.length);
      return `<a href="${escapeHtml(url)}" target="_blank" rel="nofollow noopener" translate="no"><span class="invisible">${escapeHtml(url.slice(0, url.length - display.length))}</span><span class="${rest ? 'ellipsis' : ''}">${escapeHtml(visible)}</span><span class="invisible">${escapeHtml(rest)}</span></a>`;
    }
    if (mention) {
      const account = ctx.store.findAccountByAcct(mention.slice(1).replace(`@${ctx.domain()}`, ''));
      if (!account) return escapeHtml(match);
      if (!mentionIds.includes(account.id)) mentionIds.push(account.id);
      return `<span class="h-card" translate="no"><a href="${escapeHtml(accountUrl(ctx, account))}" class="u-url mention">@<span>${escapeHtml(account.username)}</span></a></span>`;
    }
    const name = hashtag!.slice(1);
    if (!tags.some((tag) => tag.toLowerCase() === name.toLowerCase())) tags.push(name);
    return `<a href="${escapeHtml(tagUrl(ctx, name))}" class="mention hashtag" rel="tag">#<span>${escapeHtml(name)}</span></a>`;
  };
  const renderLine = (line: string) => {
    let html = '';
    let last = 0;
    for (const match of line.matchAll(TOKEN)) {
      html +=
        escapeHtml(line.slice(last, match.index)) +
        renderToken(match[0], match[1], match[2], match[3]);
      last = match.index + match[0].length;
    }
    return html + escapeHtml(line.slice(last));
  };
  const paragraphs = text
    .split(/\n{2,}/)
    .filter((paragraph) => paragraph.trim() !== '')
    .map(
      (paragraph) =>
        `<p>${paragraph
          .split('\n')
          .map((line) => renderLine(line))
          .join('<br />')}</p>`,
    );
  return { html: paragraphs.join(''), mentionIds, tags, links };
}
