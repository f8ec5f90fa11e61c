import type { Page } from '@playwright/test';

/** What the layout checks found on one screen at one size, each a readable line. */
export interface LayoutFindings {
  /** Elements past the viewport's sides, or past the sides of the post card they are in. */
  overflow: string[];
  /** Text its container cuts (scroll size beyond client size, no scrolling to reach it). */
  clipped: string[];
  /** Controls smaller than 44×44 px (only asked for at phone size). */
  smallTargets: string[];
}

/**
 * Runs in the page. Horizontal overflow is measured against the viewport and against the nearest
 * post card (`article`); elements inside a horizontally scrolling container are left out, as are
 * visually hidden ones. Text is clipped when an element that hides overflow holds text beyond
 * its box; a deliberate line clamp or an ellipsis whose full text is in `title` is allowed.
 * Tap targets: every enabled, shown control (an off-screen one, as the skip link until focused,
 * is not shown), except links in running text (see `inRunningText`); a checkbox or radio button
 * is measured by its label, which takes the press for it.
 * With a modal dialog open, only the dialog is checked.
 */
export function layoutFindings(page: Page, checkTargets: boolean): Promise<LayoutFindings> {
  return page.evaluate((targets) => {
    const viewportWidth = document.documentElement.clientWidth;
    const found = {
      overflow: [] as string[],
      clipped: [] as string[],
      smallTargets: [] as string[],
    };

    const describe = (element: Element): string => {
      const tag = element.tagName.toLowerCase();
      const id = element.id ? `#${element.id}` : '';
      const className =
        typeof element.className === 'string' && element.className
          ? `.${element.className.trim().split(/\s+/).slice(0, 2).join('.')}`
          : '';
      const name =
        element.getAttribute('aria-label') ??
        (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `${tag}${id}${className} "${name}"`;
    };

    const isHidden = (element: Element): boolean => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.display === 'none' || style.visibility === 'hidden') return true;
        if (node.classList.contains('visually-hidden')) return true;
        if (style.clipPath.startsWith('inset(50%')) return true;
      }
      return false;
    };

    const scrollsSideways = (element: Element): boolean => {
      for (let node = element.parentElement; node; node = node.parentElement) {
        if (node === document.body) return false;
        const overflowX = getComputedStyle(node).overflowX;
        if (overflowX === 'auto' || overflowX === 'scroll') return true;
      }
      return false;
    };

    /*
     * WCAG 2.5.8's inline exception: a link in running text is as tall as its line. That is a link
     * in server-written text (a post, a bio), or in a paragraph that has words besides the link's.
     */
    const inRunningText = (link: Element): boolean => {
      if (link.closest('.status-content')) return true;
      const sentence = link.closest('p');
      if (!sentence) return false;
      const words = (node: Node) => (node.textContent ?? '').replace(/\s+/g, '');
      return words(sentence).length > words(link).length;
    };

    // With a modal open, what is behind it cannot be reached: only the modal is checked.
    const root = document.querySelector('dialog:modal') ?? document.body;
    const all = Array.from(root.querySelectorAll('*'));
    for (const element of all) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (element.closest('svg') && element.tagName.toLowerCase() !== 'svg') continue;
      if (isHidden(element) || scrollsSideways(element)) continue;
      if (box.left < -1 || box.right > viewportWidth + 1) {
        found.overflow.push(
          `${describe(element)} spans ${Math.round(box.left)}–${Math.round(box.right)} of ${viewportWidth}`,
        );
        continue;
      }
      const card = element.parentElement?.closest('article');
      if (card) {
        const cardBox = card.getBoundingClientRect();
        if (box.left < cardBox.left - 1 || box.right > cardBox.right + 1)
          found.overflow.push(
            `${describe(element)} spans ${Math.round(box.left)}–${Math.round(box.right)} in a card of ${Math.round(cardBox.left)}–${Math.round(cardBox.right)}`,
          );
      }
    }

    for (const element of all) {
      if (!(element instanceof HTMLElement)) continue;
      const hasText = Array.from(element.childNodes).some(
        (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
      );
      if (!hasText || isHidden(element)) continue;
      const style = getComputedStyle(element);
      const hidesX = style.overflowX === 'hidden' || style.overflowX === 'clip';
      const hidesY = style.overflowY === 'hidden' || style.overflowY === 'clip';
      if (!hidesX && !hidesY) continue;
      if (style.webkitLineClamp !== 'none' && style.webkitLineClamp !== '') continue;
      if (style.textOverflow === 'ellipsis' && element.title.trim() !== '') continue;
      const cutX = hidesX && element.scrollWidth > element.clientWidth + 1;
      const cutY = hidesY && element.scrollHeight > element.clientHeight + 1;
      if (cutX || cutY)
        found.clipped.push(
          `${describe(element)} holds ${element.scrollWidth}×${element.scrollHeight} in ${element.clientWidth}×${element.clientHeight}`,
        );
    }

    if (targets) {
      const controls = root.querySelectorAll(
        'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"], [role="menuitem"], [role="link"], [role="switch"], [role="checkbox"], [role="radio"], [role="option"]',
      );
      for (const control of Array.from(controls)) {
        if (isHidden(control) || (control as HTMLButtonElement).disabled) continue;
        if (control.matches('a') && inRunningText(control)) continue;
        let box = control.getBoundingClientRect();
        // Off-screen until focused (the skip link), or not laid out.
        if (box.width === 0 || box.height === 0 || box.bottom <= 0) continue;
        if (control.matches('input[type="checkbox"], input[type="radio"]')) {
          const label =
            control.closest('label') ??
            (control.id ? document.querySelector(`label[for="${control.id}"]`) : null);
          if (label) box = label.getBoundingClientRect();
        }
        if (box.width < 43.5 || box.height < 43.5)
          found.smallTargets.push(
            `${describe(control)} is ${Math.round(box.width)}×${Math.round(box.height)}`,
          );
      }
    }
    return found;
  }, checkTargets);
}
