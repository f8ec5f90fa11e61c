import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import PO from 'pofile';

const LOCALES_DIR = join(import.meta.dirname, '../../locales');

/** A catalog's translations by English message (the first sense where a message has several). */
export function catalog(locale: string): Map<string, string> {
  const po = PO.parse(readFileSync(join(LOCALES_DIR, `${locale}.po`), 'utf8'));
  const entries = new Map<string, string>();
  for (const item of po.items) {
    if (item.obsolete || !item.msgid || entries.has(item.msgid)) continue;
    entries.set(item.msgid, item.msgstr[0] || item.msgid);
  }
  return entries;
}

/**
 * English interface messages still shown on a page in another language: visible text and
 * accessible names that equal a plain English message (no placeholders) whose translation
 * differs. What people and servers wrote (posts, names, bios) is left out.
 */
export async function englishLeftOn(page: Page, locale: string): Promise<string[]> {
  const translated = catalog(locale);
  const english = [...translated]
    .filter(([source, translation]) => source !== translation && !/[{<]/.test(source))
    .map(([source]) => source);
  return page.evaluate((messages) => {
    const wanted = new Set(messages);
    const serverText =
      '.status-content, .status-cw-text, bdi, .profile-bio, .profile-fields, input, textarea, ' +
      'option, code, pre, .poll-option-text, .preview-card, [translate="no"]';
    const found = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      const text = node.textContent?.trim() ?? '';
      if (!element || !text || element.closest(serverText)) continue;
      if (!element.checkVisibility() && !element.closest('.visually-hidden')) continue;
      if (wanted.has(text)) found.add(text);
    }
    for (const element of document.querySelectorAll<HTMLElement>('[aria-label], [title]')) {
      if (element.closest(serverText)) continue;
      for (const name of [element.getAttribute('aria-label'), element.getAttribute('title')]) {
        if (name && wanted.has(name.trim())) found.add(name.trim());
      }
    }
    return [...found].sort();
  }, english);
}
