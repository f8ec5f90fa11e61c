import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ErrorMessage } from '../../components/ErrorMessage';
import { LoginRequired } from '../../components/LoginRequired';
import { Loading } from '../../components/Loading';
import { Page } from '../../components/Page';
import { useCapabilities } from '../../state/capabilities';
import { useLists } from '../../state/lists';
import { useSession } from '../../state/session';
import '../../styles/screens.css';
import { CreateListForm } from './CreateListForm';
import { ListRow } from './ListRow';

function ListsIndex() {
  const { t } = useLingui();
  const lists = useLists();
  const { instance } = useSession();
  const { capabilities } = useCapabilities(instance);
  if (lists.isPending) return <Loading shape="rows" />;
  if (lists.isError) {
    return (
      <ErrorMessage
        error={lists.error}
        fallback={msg`Unable to load lists.`}
        onRetry={() => void lists.refetch()}
      />
    );
  }
  return (
    <>
      {lists.data.length === 0 ? (
        <p className="empty">
          <Trans>You have no lists yet.</Trans>
        </p>
      ) : (
        <ul className="plain-list result-list" aria-label={t`Your lists`}>
          {lists.data.map((list) => (
            <li key={list.id}>
              <ListRow list={list} canRename={capabilities.listSettings} />
            </li>
          ))}
        </ul>
      )}
      <CreateListForm />
    </>
  );
}

/** The account's lists: `/lists`. */
export function ListsPage() {
  const { t } = useLingui();
  const { isLoggedIn } = useSession();
  return <Page title={t`Lists`}>{isLoggedIn ? <ListsIndex /> : <LoginRequired />}</Page>;
}
