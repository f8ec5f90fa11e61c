import type { mastodon } from 'masto';
import { ALLOWED_TAGS, sanitizeHtmlToFragment } from './sanitize';

/** Elements a renderer maps one to one; `a` never appears here (links have their own node types). */
export type ContentTag = Exclude<(typeof ALLOWED_TAGS)[number], 'a'>;

export interface TextNode {
  type: 'text';
  text: string;
}

export interface ElementNode {
  type: 'element';
  tag: ContentTag;
  children: ContentNode[];
  /** Mastodon's `invisible` span: part of a long URL kept for copying but not displayed. */
  invisible?: true;
  /** Mastodon's `ellipsis` span: the displayed part of a shortened URL, shown followed by "…". */
  ellipsis?: true;
}

export interface LinkNode {
  type: 'link';
  href: string;
  children: ContentNode[];
}

export interface MentionNode {
  type: 'mention';
  href: string;
  accountId: string;
  acct: string;
  username: string;
  children: ContentNode[];
}

export interface HashtagNode {
  type: 'hashtag';
  href: string;
  /** Tag name without '#', as the server spells it when it sent the tag. */
  tag: string;
  children: ContentNode[];
}

export interface EmojiNode {
  type: 'emoji';
  shortcode: string;
  url: string;
  staticUrl: string;
}

export type ContentNode = TextNode | ElementNode | LinkNode | MentionNode | HashtagNode | EmojiNode;

export type StatusContentSource = Pick<
  mastodon.v1.Status,
  'content' | 'mentions' | 'tags' | 'emojis' | 'quote'
>;

export interface ParseContentOptions {
  mentions?: readonly mastodon.v1.StatusMention[];
  tags?: readonly mastodon.v1.Tag[];
  emojis?: readonly mastodon.v1.CustomEmoji[];
  /** Set when the quoted post is shown natively: its "RE: <link>" fallback is removed. */
  nativeQuote?: { urls: readonly string[] };
}

const CONTENT_TAGS: ReadonlySet<string> = new Set(ALLOWED_TAGS.filter((tag) => tag !== 'a'));

// Misskey-family servers also use '+' and '-' in shortcodes. The closing colon is only looked at,
// so `:unknown:known:` still finds `:known:`.
const SHORTCODE = /:([\w+-]+)(?=:)/g;

export type EmojiMap = ReadonlyMap<string, mastodon.v1.CustomEmoji>;

export function emojiMap(emojis: readonly mastodon.v1.CustomEmoji[]): EmojiMap {
  return new Map(emojis.map((emoji) => [emoji.shortcode, emoji]));
}

/**
 * Splits plain text (display names, content warnings, poll options, or a text node of content) into
 * text and custom emoji nodes for the given emojis.
 */
export function emojifyText(
  text: string,
  emojis: EmojiMap | readonly mastodon.v1.CustomEmoji[],
): Array<TextNode | EmojiNode> {
  if (!text) return [];
  const byShortcode: EmojiMap = 'get' in emojis ? emojis : emojiMap(emojis);
  const nodes: Array<TextNode | EmojiNode> = [];
  let last = 0;
  for (const match of text.matchAll(SHORTCODE)) {
    // An opening colon that closed the previous emoji can't open another.
    if (match.index < last) continue;
    const emoji = byShortcode.get(match[1]);
    if (!emoji) continue;
    if (match.index > last) nodes.push({ type: 'text', text: text.slice(last, match.index) });
    nodes.push({
      type: 'emoji',
      shortcode: emoji.shortcode,
      url: emoji.url,
      staticUrl: emoji.staticUrl,
    });
    last = match.index + match[0].length + 1;
  }
  if (last < text.length) nodes.push({ type: 'text', text: text.slice(last) });
  return nodes;
}

/**
 * Set when the post shows its quote natively (an accepted quote), with the quoted post's URLs when
 * they are at hand (a shallow quote carries only the id; the client fetches the post).
 */
export function nativeQuote(
  status: Pick<mastodon.v1.Status, 'quote'>,
): { urls: string[] } | undefined {
  // Full and shallow quotes differ only in which of these two fields they carry.
  const quote = status.quote as
    (Partial<mastodon.v1.Quote> & Partial<mastodon.v1.ShallowQuote>) | null | undefined;
  if (!quote || quote.state !== 'accepted') return undefined;
  const quoted = quote.quotedStatus;
  if (quoted) {
    return { urls: [quoted.url, quoted.uri].filter((url): url is string => Boolean(url)) };
  }
  return quote.quotedStatusId ? { urls: [] } : undefined;
}

/** Parses a status's HTML into a serialisable tree, resolving mentions, hashtags, emoji and quotes. */
export function parseStatusContent(status: StatusContentSource): ContentNode[] {
  return parseContent(status.content, {
    mentions: status.mentions,
    tags: status.tags,
    emojis: status.emojis,
    nativeQuote: nativeQuote(status),
  });
}

/** Parses untrusted HTML (sanitised here) into a serialisable tree. */
export function parseContent(html: string, options: ParseContentOptions = {}): ContentNode[] {
  const fragment = sanitizeHtmlToFragment(html);
  if (options.nativeQuote) removeQuoteFallback(fragment, new Set(options.nativeQuote.urls));
  const context = new ParseContext(options);
  return context.convertChildren(fragment);
}

class ParseContext {
  private readonly mentions: readonly mastodon.v1.StatusMention[];
  private readonly tags: readonly mastodon.v1.Tag[];
  private readonly emojis: EmojiMap;

  constructor(options: ParseContentOptions) {
    this.mentions = options.mentions ?? [];
    this.tags = options.tags ?? [];
    this.emojis = emojiMap(options.emojis ?? []);
  }

  convertChildren(parent: Node): ContentNode[] {
    const nodes: ContentNode[] = [];
    for (const child of parent.childNodes) nodes.push(...this.convert(child));
    return nodes;
  }

  private convert(node: Node): ContentNode[] {
    if (node.nodeType === Node.TEXT_NODE) return this.convertText(node.textContent ?? '');
    if (!(node instanceof Element)) return [];
    const tag = node.localName;
    if (tag === 'a') return [this.convertLink(node)];
    const children = this.convertChildren(node);
    if (!CONTENT_TAGS.has(tag)) return children;
    const element: ElementNode = { type: 'element', tag: tag as ContentTag, children };
    if (node.classList.contains('invisible')) element.invisible = true;
    if (node.classList.contains('ellipsis')) element.ellipsis = true;
    return [element];
  }

  private convertText(text: string): ContentNode[] {
    return emojifyText(text, this.emojis);
  }

  private convertLink(anchor: Element): ContentNode {
    const href = anchor.getAttribute('href') ?? '';
    const children = this.convertChildren(anchor);
    const text = (anchor.textContent ?? '').trim();
    const classes = anchor.classList;

    const mention = this.findMention(
      href,
      text,
      classes.contains('mention') && !classes.contains('hashtag'),
    );
    if (mention) {
      return {
        type: 'mention',
        href,
        accountId: mention.id,
        acct: mention.acct,
        username: mention.username,
        children,
      };
    }
    const tag = this.findHashtag(href, text, classes.contains('hashtag'));
    if (tag !== undefined) return { type: 'hashtag', href, tag, children };
    return { type: 'link', href, children };
  }

  private findMention(href: string, text: string, looksLikeMention: boolean) {
    const byUrl = this.mentions.find((mention) => mention.url === href);
    if (byUrl) return byUrl;
    // Some servers link a mention to the actor URI rather than the profile URL; fall back to its text.
    if (!looksLikeMention || !text.startsWith('@')) return undefined;
    const handle = text.slice(1).toLowerCase();
    const candidates = this.mentions.filter(
      (mention) =>
        mention.acct.toLowerCase() === handle || mention.username.toLowerCase() === handle,
    );
    return candidates.length === 1 ? candidates[0] : undefined;
  }

  private findHashtag(href: string, text: string, hasHashtagClass: boolean): string | undefined {
    const byUrl = this.tags.find((tag) => sameUrlIgnoringCase(tag.url, href));
    if (byUrl) return byUrl.name;
    if (!text.startsWith('#') || text.length < 2) return undefined;
    const name = text.slice(1);
    const byName = this.tags.find((tag) => tag.name.toLowerCase() === name.toLowerCase());
    if (byName) return byName.name;
    return hasHashtagClass ? name : undefined;
  }
}

function sameUrlIgnoringCase(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

/**
 * Servers add a textual fallback for quotes ("RE: <link>", marked `quote-inline`, or a bare trailing
 * link on servers that predate the marker). When the quoted post is shown natively it is noise.
 */
function removeQuoteFallback(fragment: DocumentFragment, quoteUrls: ReadonlySet<string>): void {
  for (const element of fragment.querySelectorAll('.quote-inline')) element.remove();
  removeTrailingQuoteLink(fragment, quoteUrls);
  removeEmptyTrailingParagraph(fragment);
}

function removeTrailingQuoteLink(fragment: DocumentFragment, quoteUrls: ReadonlySet<string>): void {
  const links = fragment.querySelectorAll('a');
  const last = links[links.length - 1];
  if (!last || !quoteUrls.has(last.getAttribute('href') ?? '') || hasContentAfter(last)) return;
  const previous = last.previousSibling;
  if (previous?.nodeType === Node.TEXT_NODE) {
    previous.textContent = (previous.textContent ?? '').replace(/(?:RE|QT):\s*$/i, '').trimEnd();
  }
  for (let node = last.previousSibling; node && isBlank(node); node = last.previousSibling) {
    node.remove();
  }
  last.remove();
}

function isBlank(node: Node): boolean {
  return node.nodeName === 'BR' || (node.nodeType === Node.TEXT_NODE && !node.textContent?.trim());
}

function hasContentAfter(node: Node): boolean {
  for (
    let current: Node | null = node;
    current && current.parentNode;
    current = current.parentNode
  ) {
    for (let sibling = current.nextSibling; sibling; sibling = sibling.nextSibling) {
      if (!isBlank(sibling) && (sibling.textContent ?? '').trim() !== '') return true;
    }
  }
  return false;
}

function removeEmptyTrailingParagraph(fragment: DocumentFragment): void {
  const last = fragment.lastElementChild;
  if (last?.localName === 'p' && (last.textContent ?? '').trim() === '') last.remove();
}

export interface PlainTextOptions {
  /** Show shortened links the way they are displayed ("example.com/long…"), as previews do. */
  displayLinks?: boolean;
}

const BLOCK_TAGS: ReadonlySet<ContentTag> = new Set(['p', 'pre', 'blockquote', 'ul', 'ol']);

/** Plain text of a content tree, for previews, notifications and aria labels. */
export function contentToPlainText(
  nodes: readonly ContentNode[],
  options: PlainTextOptions = {},
): string {
  const displayLinks = options.displayLinks ?? true;
  const blocks: string[] = [];
  let inline = '';

  const walk = (list: readonly ContentNode[]): string =>
    list.map((node) => nodeText(node)).join('');

  const nodeText = (node: ContentNode): string => {
    switch (node.type) {
      case 'text':
        return node.text;
      case 'emoji':
        return `:${node.shortcode}:`;
      case 'element':
        if (node.tag === 'br') return '\n';
        if (displayLinks && node.invisible) return '';
        if (node.tag === 'li') return `${walk(node.children)}\n`;
        return walk(node.children) + (displayLinks && node.ellipsis ? '…' : '');
      default:
        return walk(node.children);
    }
  };

  for (const node of nodes) {
    if (node.type === 'element' && BLOCK_TAGS.has(node.tag)) {
      if (inline.trim()) blocks.push(inline.trim());
      inline = '';
      const text = nodeText(node).trim();
      if (text) blocks.push(text);
    } else {
      inline += nodeText(node);
    }
  }
  if (inline.trim()) blocks.push(inline.trim());
  return blocks.join('\n\n');
}

/** Plain text of untrusted HTML; URLs are kept whole (for searching and filtering). */
export function htmlToPlainText(html: string): string {
  return contentToPlainText(parseContent(html), { displayLinks: false });
}
