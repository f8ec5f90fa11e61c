import { useLingui } from '@lingui/react/macro';
import { Page } from '../../components/Page';
import { Timeline } from '../../components/timeline/Timeline';

export function HomePage() {
  const { t } = useLingui();
  return (
    <Page title={t`Home`}>
      <Timeline descriptor={{ type: 'home' }} label={t`Home timeline`} />
    </Page>
  );
}
