import { useLingui } from '@lingui/react/macro';

/** A date and time in the interface language (through Intl). */
export function FormattedTime({ value }: { value: string }) {
  const { i18n } = useLingui();
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return (
    <time dateTime={date.toISOString()}>
      {i18n.date(date, { dateStyle: 'medium', timeStyle: 'short' })}
    </time>
  );
}
