import { Trans, useLingui } from '@lingui/react/macro';
import { useParams } from '../../components/router';
import { isNotFound } from '../../api/errors';
import { Page } from '../../components/Page';
import { Timeline } from '../../components/timeline/Timeline';
import { NotFoundNotice } from '../../components/Unavailable';
import { appPaths } from '../../lib/app-paths';
import { useList } from '../../state/lists';
import '../../styles/screens.css';
import { ListActions } from './ListActions';

/** A list's timeline: `/lists/{id}`; its title once known, "not found" when the server has no such list. */
export function ListTimelinePage() {
  const { t } = useLingui();
  const id = useParams().listId ?? '';
  const list = useList(id);
  if (list.isError && isNotFound(list.error)) {
    return (
      <Page title={t`List`}>
        <NotFoundNotice
          message={t`List not found. It may have been deleted.`}
          backTo={appPaths.lists()}
          backLabel={<Trans>All lists</Trans>}
        />
      </Page>
    );
  }
  const title = list.data?.title ?? t`List`;
  return (
    <Page title={title}>
      <ListActions list={list.data} />
      <Timeline key={id} descriptor={{ type: 'list', id }} label={t`List: ${title}`} />
    </Page>
  );
}
