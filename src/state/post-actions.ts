import { useMutation, useQuery } from '@tanstack/react-query';
import type { mastodon } from 'masto';
import { isNotFound } from '../api/errors';
import { listStatusAccounts, type StatusAccountsKind } from '../api/status-pages';
import type { ReportPayload, ReportRule } from '../lib/report';
import { useAccountPages } from './accounts-queries';
import { STALE_TIME } from './query-client';
import { queryKeys } from './query-keys';
import { useMastoClient, useSession } from './session';


/** The accounts that liked or boosted a post, paged by the server's Link header. */
export function useStatusAccounts(instance: string, id: string, kind: StatusAccountsKind) {
  return useAccountPages(
    instance,
    queryKeys.statusAccounts(instance, id, kind),
    (client, params) => listStatusAccounts(client, id, kind, params),
  );
}

/** The session instance's rules (v2 instance, else v1; none where the server has none). */
export function useInstanceRules() {
  const client = useMastoClient();
  const { instance } = useSession();
  return useQuery({
    queryKey: queryKeys.instanceRules(instance),
    queryFn: async (): Promise<ReportRule[]> => {
      try {
        return (await client.v2.instance.fetch()).rules ?? [];
      } catch (error) {
        if (!isNotFound(error)) throw error;
        return (await client.v1.instance.fetch()).rules ?? [];
      }
    },
    staleTime: STALE_TIME.instance,
  });
}

/** Files a report with the session instance's moderators. */
export function useReportAccount() {
  const client = useMastoClient();
  return useMutation({
    mutationFn: (payload: ReportPayload): Promise<mastodon.v1.Report> =>
      client.v1.reports.create(payload),
  });
}
