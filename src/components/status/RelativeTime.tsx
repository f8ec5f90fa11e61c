import { useLingui } from '@lingui/react/macro';
import { formatDateTime, formatRelativeTime, isoDateTime } from '../../lib/time';
import { useNow } from '../use-now';

interface RelativeTimeProps {
  value: string;
  /** Show the full date and time instead of "3m" (the focused post). */
  full?: boolean;
}

/** "3m", "2h", "Mar 5"…, with the full date and time as a tooltip and in <time dateTime>. */
export function RelativeTime({ value, full = false }: RelativeTimeProps) {
  const { i18n } = useLingui();
  const now = useNow();
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const locale = i18n.locale;
  const fullText = formatDateTime(date, { locale, dateStyle: 'full' });
  return (
    <time dateTime={isoDateTime(date)} title={fullText}>
      {full ? formatDateTime(date, { locale }) : formatRelativeTime(date, { locale, now })}
    </time>
  );
}
