import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useParams, useSearchParams } from 'react-router';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Page } from '../../components/Page';
import { Tabs } from '../../components/Tabs';
import { Timeline } from '../../components/timeline/Timeline';
import { InvalidInstanceError, isValidInstance } from '../../lib/instance';
import { useSession } from '../../state/session';
import '../../styles/screens.css';
import { TrendingLinks } from './TrendingLinks';
import { TrendingTags } from './TrendingTags';

const TAB_KEYS = ['posts', 'hashtags', 'links'] as const;
type TrendingTab = (typeof TAB_KEYS)[number];

/** What is trending: posts, hashtags and news, on `/trending` or `/{instance}/trending`. */
export function TrendingPage() {
  const { t } = useLingui();
  const params = useParams();
  const session = useSession();
  const instance = params.instance?.toLowerCase() ?? session.instance;
  const [search, setSearch] = useSearchParams();
  const tab: TrendingTab = TAB_KEYS.find((key) => key === search.get('tab')) ?? 'posts';
  const select = (key: TrendingTab) =>
    setSearch(key === 'posts' ? {} : { tab: key }, { replace: true });
  const tabs = [
    { key: 'posts', label: t`Posts` },
    { key: 'hashtags', label: t`Hashtags` },
    { key: 'links', label: t`News` },
  ] as const;
  if (!isValidInstance(instance)) {
    return (
      <Page title={t`Trending`}>
        <ErrorMessage error={new InvalidInstanceError()} fallback={msg`Unable to load posts.`} />
      </Page>
    );
  }
  const other = instance === session.instance ? undefined : instance;
  return (
    <Page title={t`Trending`}>
      <Tabs tabs={tabs} selected={tab} onSelect={select} label={t`Trending`} idPrefix="trending">
        {tab === 'posts' && (
          <Timeline descriptor={{ type: 'trending' }} instance={other} label={t`Trending posts`} />
        )}
        {tab === 'hashtags' && <TrendingTags instance={instance} />}
        {tab === 'links' && <TrendingLinks instance={instance} />}
      </Tabs>
    </Page>
  );
}
