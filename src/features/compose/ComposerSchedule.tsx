import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import '../../styles/scheduled.css';
import { CalendarClock } from 'lucide-react';
import { useId } from 'react';
import { useNow } from '../../components/use-now';
import {
  deviceTimeZone,
  earliestDateTimeLocal,
  fromDateTimeLocal,
  suggestedScheduleTime,
  toDateTimeLocal,
  SCHEDULE_CLOCK_MS,
} from '../../lib/compose/schedule';
import { ToolButton } from './ComposerTools';

/** A date and time field in the person's time zone; `''` while it holds no valid time. */
export function ScheduleTimeField({
  value,
  onChange,
  label,
}: {
  value: string;
  onChange: (iso: string) => void;
  label: MessageDescriptor;
}) {
  const now = useNow({ tickMs: SCHEDULE_CLOCK_MS });
  const { i18n } = useLingui();
  const id = useId();
  const zone = deviceTimeZone();
  return (
    <span className="schedule-field">
      <label htmlFor={id}>{i18n._(label)}</label>
      <input
        id={id}
        type="datetime-local"
        value={value ? toDateTimeLocal(value) : ''}
        min={earliestDateTimeLocal(now)}
        onChange={(event) => onChange(fromDateTimeLocal(event.target.value) ?? '')}
      />
      <span className="composer-hint">
        <Trans>Time zone: {zone}</Trans>
      </span>
    </span>
  );
}

interface ComposerScheduleProps {
  /** ISO time the draft is scheduled for; null posts at once. */
  scheduledAt: string | null;
  onSchedule: (at: string | null) => void;
}

/** "Schedule for later", pressed while the post is scheduled (pressing again posts it at once). */
export function ScheduleTool({ scheduledAt, onSchedule }: ComposerScheduleProps) {
  const { t } = useLingui();
  return (
    <ToolButton
      icon={CalendarClock}
      label={t`Schedule for later`}
      pressed={scheduledAt !== null}
      onClick={() => onSchedule(scheduledAt === null ? suggestedScheduleTime(Date.now()) : null)}
    />
  );
}

/** When the scheduled post is published, or the way to post it at once. */
export function ComposerSchedule({ scheduledAt, onSchedule }: ComposerScheduleProps) {
  if (scheduledAt === null) return null;
  return (
    <div className="composer-schedule">
      <ScheduleTimeField value={scheduledAt} onChange={onSchedule} label={msg`Publish at`} />
      <button type="button" className="button" onClick={() => onSchedule(null)}>
        <Trans>Don’t schedule</Trans>
      </button>
    </div>
  );
}
