import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'react-router';
import { Page } from '../../components/Page';
import { Timeline } from '../../components/timeline/Timeline';
import { appPaths } from '../../lib/app-paths';
import { useList } from '../../state/lists';
import '../../styles/screens.css';

/** A list's timeline: `/lists/{id}`; its title once known. */
export function ListTimelinePage() {
  const { t } = useLingui();
  const id = useParams().listId ?? '';
  const list = useList(id);
  const title = list.data?.title ?? t`List`;
  return (
    <Page title={title}>
      <p>
        <Link to={appPaths.lists()}>
          <Trans>All lists</Trans>
        </Link>
      </p>
      <Timeline key={id} descriptor={{ type: 'list', id }} label={t`List: ${title}`} />
    </Page>
  );
}
