import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';
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

const ALLOWED_ATTRIBUTES = ['href', 'rel', 'target', 'class', 'lang', 'translate', 'title'];

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

const CONFIG: Config = {
  ALLOWED_TAGS: [...ALLOWED_TAGS],
  ALLOWED_ATTR: ALLOWED_ATTRIBUTES,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
};

let purifier: DOMPurify | undefined;

function getPurifier(): DOMPurify {
  if (purifier) return purifier;
  // A private instance, so these hooks never leak into other DOMPurify users.
  const instance = createDOMPurify(window);
  instance.addHook('uponSanitizeAttribute', (_node, data) => {
    if (data.attrName === 'class') {
      data.attrValue = filterClassList(data.attrValue);
      if (!data.attrValue) data.keepAttr = false;
    }
  });
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') {
      node.removeAttribute('href');
      node.removeAttribute('rel');
      node.removeAttribute('target');
      return;
    }
    const href = node.getAttribute('href');
    // The same rule as the renderer's: a link it would show as text keeps no href here either.
    if (href !== null && !contentLinkHref(href)) node.removeAttribute('href');
    node.setAttribute('rel', LINK_REL);
    node.setAttribute('target', '_blank');
  });
  purifier = instance;
  return instance;
}

/**
 * Sanitises untrusted server HTML (status content, bios, card descriptions) to a detached fragment
 * ready to walk.
 */
export function sanitizeHtmlToFragment(html: string): DocumentFragment {
  return getPurifier().sanitize(html, { ...CONFIG, RETURN_DOM_FRAGMENT: true });
}
