interface PoEntry {
  msgid: string;
  msgstr: string;
  obsolete: boolean;
}

function unquote(line: string): string {
  const match = /"(.*)"\s*$/.exec(line);
  return match ? match[1] : '';
}

/** A minimal .po reader: enough to tell translated entries from untranslated ones. */
export function readPoEntries(text: string): PoEntry[] {
  const entries: PoEntry[] = [];
  for (const block of text.split(/\r?\n\s*\r?\n/)) {
    const lines = block.split(/\r?\n/);
    let field: 'msgid' | 'msgstr' | null = null;
    const entry: PoEntry = { msgid: '', msgstr: '', obsolete: false };
    let seen = false;
    for (const rawLine of lines) {
      const obsolete = rawLine.startsWith('#~');
      const line = obsolete ? rawLine.slice(2).trim() : rawLine.trim();
      if (line.startsWith('#') || !line) continue;
      if (line.startsWith('msgid ')) [field, seen, entry.obsolete] = ['msgid', true, obsolete];
      else if (line.startsWith('msgstr')) field = 'msgstr';
      else if (line.startsWith('msgctxt') || line.startsWith('msgid_plural')) {
        field = null;
        continue;
      } else if (!line.startsWith('"')) continue;
      if (field) entry[field] += unquote(line);
    }
    if (seen) entries.push(entry);
  }
  return entries;
}

/** Percent (0–100, rounded down) of live, non-header entries that have a translation. */
export function poCompletion(text: string, isSource: boolean): number {
  const entries = readPoEntries(text).filter((entry) => entry.msgid !== '' && !entry.obsolete);
  if (entries.length === 0) return 100;
  if (isSource) return 100;
  const translated = entries.filter((entry) => entry.msgstr.trim() !== '').length;
  return Math.floor((translated / entries.length) * 100);
}
