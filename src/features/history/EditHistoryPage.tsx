import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useParams } from '../../components/router';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Loading } from '../../components/Loading';
import { Page } from '../../components/Page';
import { useRouteInstance } from '../../components/use-route-instance';
import { useStatusHistory } from '../../state/history';
import '../../styles/screens.css';
import { EditVersion } from './EditVersion';

function EditHistory({ instance, id }: { instance: string; id: string }) {
  const history = useStatusHistory(instance, id);
  if (history.isPending) return <Loading />;
  if (history.isError) {
    return (
      <ErrorMessage
        error={history.error}
        fallback={msg`Unable to load the edit history.`}
        onRetry={() => void history.refetch()}
      />
    );
  }
  if (history.data.length === 0) {
    return (
      <p className="empty">
        <Trans>This post has no earlier versions.</Trans>
      </p>
    );
  }
  const oldestFirst = history.data;
  const newestFirst = oldestFirst.map((version, index) => ({ version, index })).reverse();
  return (
    <ol className="edit-history">
      {newestFirst.map(({ version, index }) => (
        <li key={`${version.createdAt}-${index}`}>
          <EditVersion
            version={version}
            previous={index > 0 ? oldestFirst[index - 1] : null}
            instance={instance}
            isCurrent={index === oldestFirst.length - 1}
          />
        </li>
      ))}
    </ol>
  );
}

/** Every version of an edited post, newest first: `/{instance}/s/{statusId}/history`. */
export function EditHistoryPage() {
  const { t } = useLingui();
  const params = useParams();
  const { instance, invalid } = useRouteInstance(msg`Unable to load post.`);
  const id = params.statusId ?? '';
  return (
    <Page title={t`Edit history`}>
      {invalid ?? <EditHistory key={`${instance}/${id}`} instance={instance} id={id} />}
    </Page>
  );
}
