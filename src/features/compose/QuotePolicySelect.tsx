import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { QuotePolicy, Visibility } from '../../lib/compose/composer';
import { quotePolicyFixed } from '../../lib/compose/quote';

const POLICIES: { value: QuotePolicy; label: ReturnType<typeof msg> }[] = [
  {
    value: 'public',
    label: msg({
      message: 'Anyone',
      comment: 'Choice of who may do something (quote a post, send you notifications): any account',
    }),
  },
  { value: 'followers', label: msg`Followers only` },
  { value: 'nobody', label: msg`Only you` },
];

interface QuotePolicySelectProps {
  policy: QuotePolicy | null;
  visibility: Visibility;
  onChange: (policy: QuotePolicy | null) => void;
}

/** Who may quote the post (SPEC §6); a private or direct post can be quoted only by its author. */
export function QuotePolicySelect({ policy, visibility, onChange }: QuotePolicySelectProps) {
  const { t, i18n } = useLingui();
  const fixed = quotePolicyFixed(visibility);
  return (
    <label className="composer-visibility">
      <Trans>Who can quote</Trans>
      <select
        value={fixed ? 'nobody' : (policy ?? '')}
        disabled={fixed}
        onChange={(event) => onChange((event.target.value || null) as QuotePolicy | null)}
      >
        {!fixed && <option value="">{t`Your default`}</option>}
        {POLICIES.map(({ value, label }) => (
          <option key={value} value={value}>
            {i18n._(label)}
          </option>
        ))}
      </select>
    </label>
  );
}
