import { useLingui } from '@lingui/react/macro';
import { Page } from '../../components/Page';
import { TimelineView } from './TimelineView';

export function HomePage() {
  const { t } = useLingui();
  return (
    <Page title={t`Home`}>
      <TimelineView descriptor={{ type: 'home' }} label={t`Home timeline`} />
    </Page>
  );
}
