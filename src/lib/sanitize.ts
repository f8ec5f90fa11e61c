import { contentLinkHref } from './safe-href';

/** Elements Mastodon-compatible servers emit in status, bio and card HTML. Everything else is dropped. */
export const ALLOWED_TAGS = [
  'p',
  'br',
  'span',
  'a',
  'del',
  's',
  'pre',
  'code',
  'em',
  'strong',
  'b',
  'i',
  'u',
  'ul',
  'ol',
  'li',
  'blockquote',
] as const;

const ALLOWED_CLASSES = new Set(['mention', 'hashtag', 'invisible', 'ellipsis', 'quote-inline']);
// Microformats classes (h-card, u-url, p-name, dt-published, e-content…) carry no styling risk.
const MICROFORMAT_CLASS = /^(?:h|p|u|dt|e)-[a-z]+(?:-[a-z]+)*$/;

export const LINK_REL = 'noopener noreferrer nofollow';

export function filterClassList(value: string): string {
  return value
    .split(/\s+/)
    .filter((name) => ALLOWED_CLASSES.has(name) || MICROFORMAT_CLASS.test(name))
    .join(' ');
}

/**
 * Elements dropped with everything inside them: what a browser would run, style, embed or hide
 * (their text is code, markup or a fallback, never the post's words), and foreign markup (SVG,
 * MathML). Any other element that is not allowed is unwrapped: its text is kept.
 */
const DROPPED_WITH_CONTENT: ReadonlySet<string> = new Set([
  'audio',
  'colgroup',
  'head',
  'iframe',
  'math',
  'noembed',
  'noframes',
  'noscript',
  'object',
  'plaintext',
  'script',
  'select',
  'style',
  'svg',
  'template',
  'textarea',
  'thead',
  'title',
  'video',
  'xmp',
]);

const KEPT_TAGS: ReadonlySet<string> = new Set(ALLOWED_TAGS);
const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';
/** Attributes any kept element keeps; a link's href, rel and target are set apart. */
const KEPT_ATTRIBUTES = ['class', 'lang', 'translate', 'title'] as const;

function copyAllowedAttributes(from: Element, to: Element): void {
  for (const name of KEPT_ATTRIBUTES) {
    let value = from.getAttribute(name);
    if (value !== null && name === 'class') value = filterClassList(value);
    if (value) to.setAttribute(name, value);
  }
  if (to.localName !== 'a') return;
  const href = from.getAttribute('href');
  // The same rule as the renderer's: a link it would show as text keeps no href here either.
  if (href !== null && contentLinkHref(href)) to.setAttribute('href', href);
  to.setAttribute('rel', LINK_REL);
  to.setAttribute('target', '_blank');
}

/** Copies the allowed part of `from`'s children into `to`, as new nodes of this document. */
function copyAllowedChildren(from: Node, to: Node): void {
  for (const child of from.childNodes) {
    if (child.nodeType === Node.TEXT_NODE) {
      to.appendChild(document.createTextNode(child.textContent ?? ''));
      continue;
    }
    // Comments, processing instructions and the like carry nothing to show.
    if (!(child instanceof Element)) continue;
    const tag = child.localName;
    if (child.namespaceURI !== HTML_NAMESPACE || DROPPED_WITH_CONTENT.has(tag)) continue;
    if (!KEPT_TAGS.has(tag)) {
      copyAllowedChildren(child, to);
      continue;
    }
    const copy = document.createElement(tag);
    copyAllowedAttributes(child, copy);
    copyAllowedChildren(child, copy);
    to.appendChild(copy);
  }
}

/**
 * Sanitises untrusted server HTML (status content, bios, card descriptions) to a detached fragment
 * ready to walk. The HTML is parsed into an inert document (no script runs, nothing is fetched,
 * no handler fires), and only the allowed elements, attributes and text are copied out of it:
 * nothing of the server's markup reaches the page as it came.
 */
export function sanitizeHtmlToFragment(html: string): DocumentFragment {
  // Parsed as the body's content from its first character, as a post's HTML is: otherwise what
  // leads it would be read as the head's (a <noscript> there ends before markup it holds).
  const parsed = new DOMParser().parseFromString(`<body>${html}`, 'text/html');
  const fragment = document.createDocumentFragment();
  copyAllowedChildren(parsed.body, fragment);
  return fragment;
}
