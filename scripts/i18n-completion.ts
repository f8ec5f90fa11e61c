// Computes each catalog's completion percent from locales/*.po and writes src/i18n/completion.json.
// Run after `npm run extract`: npx tsx scripts/i18n-completion.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALE_CODES } from '../src/i18n/locale-codes';
import { poCompletion } from '../src/lib/po-completion';

const root = join(import.meta.dirname, '..');
const result: Record<string, number> = {};
for (const code of LOCALE_CODES) {
  try {
    const text = readFileSync(join(root, 'locales', `${code}.po`), 'utf8');
    result[code] = poCompletion(text, code === 'en');
  } catch {
    result[code] = 0;
  }
}
writeFileSync(join(root, 'src/i18n/completion.json'), `${JSON.stringify(result, null, 2)}\n`);
console.log(
  Object.entries(result)
    .map(([code, percent]) => `${code} ${percent}%`)
    .join(', '),
);
