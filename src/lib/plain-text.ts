const BLOCK_END = /<\/(p|div|li|blockquote|h[1-6])>/gi;
const LINE_BREAK = /<br\s*\/?>/gi;

/**
 * The text of server HTML, for display as plain text. The HTML goes into an inert document
 * (DOMParser runs no scripts and loads nothing) and only its text is read back.
 */
export function htmlToPlainText(html: string): string {
  const marked = html.replace(LINE_BREAK, '\n').replace(BLOCK_END, '$&\n\n');
  const document = new DOMParser().parseFromString(marked, 'text/html');
  document.body.querySelectorAll('script, style, template').forEach((node) => node.remove());
  return (document.body.textContent ?? '').replace(/\n{3,}/g, '\n\n').trim();
}
