import { useLingui } from '@lingui/react/macro';

/**
 * Names joined as the interface language lists them ("A, B and C"), each in its own `bdi`, so a
 * name in another script keeps its direction and the list its order and punctuation.
 */
export function IsolatedList({ items }: { items: readonly string[] }) {
  const { i18n } = useLingui();
  const parts = new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).formatToParts(items);
  return (
    <>
      {parts.map((part, index) =>
        part.type === 'element' ? <bdi key={index}>{part.value}</bdi> : part.value,
      )}
    </>
  );
}
