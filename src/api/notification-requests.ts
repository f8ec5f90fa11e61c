import type { mastodon } from 'masto';

export type NotificationRequestAnswer = 'accept' | 'dismiss';

/** masto types the answers to several requests without their parameters: `id[]`. */
type AnswerMany = (params: { id: string[] }) => Promise<void>;

/**
 * Accepts or dismisses notification requests: POST /api/v1/notifications/requests/:id/{answer}
 * for one, POST /api/v1/notifications/requests/{answer} with `id[]` for several.
 */
export async function answerNotificationRequests(
  client: mastodon.rest.Client,
  ids: readonly string[],
  answer: NotificationRequestAnswer,
): Promise<void> {
  const resource = client.v1.notifications.requests;
  if (ids.length === 1) {
    await resource.$select(ids[0])[answer]();
  } else {
    await (resource[answer] as unknown as AnswerMany)({ id: [...ids] });
  }
}
