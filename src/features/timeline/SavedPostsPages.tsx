import { useLingui } from '@lingui/react/macro';
import { Page } from '../../components/Page';
import { Timeline } from '../../components/timeline/Timeline';

export function BookmarksPage() {
  const { t } = useLingui();
  return (
    <Page title={t`Bookmarks`}>
      <Timeline descriptor={{ type: 'bookmarks' }} label={t`Bookmarked posts`} />
    </Page>
  );
}

export function LikesPage() {
  const { t } = useLingui();
  return (
    <Page title={t`Likes`}>
      <Timeline descriptor={{ type: 'favourites' }} label={t`Liked posts`} />
    </Page>
  );
}
