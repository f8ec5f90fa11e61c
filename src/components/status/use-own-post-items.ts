import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { mastodon } from 'masto';
import { toErrorMessage } from '../error-messages';
import { useOpenComposer } from '../../state/composer-dialog';
import { useSession } from '../../state/session';
import type { ConfirmQuestion } from '../ConfirmDialog';
import type { MenuItem } from './StatusMoreMenu';

/**
 * "Edit" and "Delete and redraft" for an own post (`post` is the original, not a boost): both open
 * the composer; the redraft deletes first (after asking) and hands over what the post held.
 */
export function useOwnPostItems(
  post: mastodon.v1.Status,
  instance: string,
  confirm: (question: ConfirmQuestion) => Promise<boolean>,
  onFailure: (text: string) => void,
): { edit: MenuItem; redraft: MenuItem } {
  const { t, i18n } = useLingui();
  const session = useSession();
  const openComposer = useOpenComposer();
  const redraft = async () => {
    const yes = await confirm({
      title: t`Delete this post and write it again? Its likes, boosts and replies are lost.`,
      confirmLabel: t`Delete and redraft`,
      danger: true,
    });
    if (!yes) return;
    try {
      // The redraft's code (the composer's rules) loads when chosen, not with every post.
      const { deleteAndRedraft } = await import('../../state/edit');
      const draft = await deleteAndRedraft(session, instance, post);
      openComposer({ redraft: post.id }, draft);
    } catch (error) {
      onFailure(i18n._(toErrorMessage(error, msg`Unable to delete post.`)));
    }
  };
  return {
    edit: {
      label: t({
        message: 'Edit',
        comment: 'Button: opens the item (a post, scheduled post or filter) for editing',
      }),
      onSelect: () => openComposer({ edit: post.id }),
    },
    redraft: { label: t`Delete and redraft`, onSelect: () => void redraft() },
  };
}
