import { useLingui } from '@lingui/react/macro';
import type { mastodon } from 'masto';
import { StatusCard } from '../../components/StatusCard';
import { useWithoutDeleted } from '../../state/posts';

/** Found posts; one deleted meanwhile leaves the list. */
export function PostResults(props: { statuses: mastodon.v1.Status[]; instance: string }) {
  const { t } = useLingui();
  const statuses = useWithoutDeleted(props.instance, props.statuses);
  return (
    <ol className="status-list" aria-label={t`Posts`}>
      {statuses.map((status) => (
        <li key={status.id}>
          <StatusCard status={status} instance={props.instance} context="public" />
        </li>
      ))}
    </ol>
  );
}
