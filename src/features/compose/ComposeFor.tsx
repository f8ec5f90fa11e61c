import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { mastodon } from 'masto';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Loading } from '../../components/Loading';
import { draftSlotOf, type ComposeTarget } from '../../lib/compose/compose-target';
import { replyMentions, type ComposerState, type Visibility } from '../../lib/compose/composer';
import { quoteOffer } from '../../lib/compose/quote';
import { contextExcerpt } from '../../lib/compose/context-excerpt';
import { plainText } from '../../lib/compose/edit';
import { draftSlot } from '../../state/drafts';
import { useCapabilities } from '../../state/capabilities';
import { useSession } from '../../state/session';
import { useStatus } from '../../state/statuses';
import { Composer, type ComposerDone } from './Composer';
import { EditComposer, RedraftComposer } from './EditComposer';
import { ScheduledComposer } from './ScheduledComposer';

/** A reply keeps its post's audience when that is narrower than public. */
function replyVisibility(visibility: string): Visibility | undefined {
  return visibility === 'unlisted' || visibility === 'private' || visibility === 'direct'
    ? visibility
    : undefined;
}

/** What the drafts list shows of the post answered or quoted: its warning, or its first words. */
function excerptOf(post: mastodon.v1.Status): string {
  return contextExcerpt(post.spoilerText || plainText(post.content));
}

/** A post of the session's instance the composer needs before it opens. */
function WithPost({
  id,
  children,
}: {
  id: string;
  children: (post: mastodon.v1.Status) => React.ReactNode;
}) {
  const session = useSession();
  const status = useStatus(session.instance, id);
  if (status.isPending) return <Loading />;
  if (!status.data) {
    return (
      <ErrorMessage
        error={status.error}
        fallback={msg`Unable to load post.`}
        onRetry={() => void status.refetch()}
      />
    );
  }
  return children(status.data.reblog ?? status.data);
}

function ReplyComposer({ post, ...done }: ComposerDone & { post: mastodon.v1.Status }) {
  const session = useSession();
  const ownAcct = session.account?.info.acct ?? session.account?.info.username;
  return (
    <Composer
      {...done}
      slot={draftSlot(post.id)}
      replyTo={{ id: post.id, acct: post.account.acct, excerpt: excerptOf(post) }}
      initialText={replyMentions(
        post.account.acct,
        post.mentions.map((mention) => mention.acct),
        ownAcct,
      )}
      initialVisibility={replyVisibility(post.visibility)}
    />
  );
}

/**
 * A quote where the server has them; elsewhere the post's link in the text, after `text` when
 * it is handed over (a post whose quote the server did not keep, written again).
 */
function QuoteComposer({
  post,
  text = '',
  ...done
}: ComposerDone & { post: mastodon.v1.Status; text?: string }) {
  const session = useSession();
  const { capabilities, dropped } = useCapabilities(session.instance);
  const offer = quoteOffer(post, capabilities.quotes, session.account?.info.id);
  if (offer === 'denied') {
    return <ErrorMessage error={null} fallback={msg`This post can’t be quoted.`} />;
  }
  const slot = draftSlotOf({ quote: post.id });
  return offer === 'native' ? (
    <Composer
      {...done}
      slot={slot}
      quote={{ id: post.id, acct: post.account.acct, excerpt: excerptOf(post) }}
    />
  ) : (
    <>
      {dropped.includes('quotes') && (
        <p className="composer-hint">
          <Trans>This server does not keep quotes: the post’s link is in the text instead.</Trans>
        </p>
      )}
      <Composer {...done} slot={slot} initialText={`${text.trim()}\n\n${post.url ?? post.uri}`} />
    </>
  );
}

/** The composer for a new post, a reply, a quote, an edit or a redraft. */
export function ComposeFor({
  target,
  handed = null,
  ...done
}: ComposerDone & { target: ComposeTarget; handed?: ComposerState | null }) {
  if (target.edit) return <EditComposer key={target.edit} {...done} id={target.edit} />;
  if (target.scheduled) {
    return <ScheduledComposer key={target.scheduled} {...done} id={target.scheduled} />;
  }
  if (target.redraft) {
    return <RedraftComposer key={target.redraft} {...done} id={target.redraft} handed={handed} />;
  }
  if (target.replyTo) {
    return (
      <WithPost key={target.replyTo} id={target.replyTo}>
        {(post) => <ReplyComposer {...done} post={post} />}
      </WithPost>
    );
  }
  if (target.quote) {
    return (
      <WithPost key={target.quote} id={target.quote}>
        {(post) => <QuoteComposer {...done} post={post} text={handed?.text} />}
      </WithPost>
    );
  }
  if (target.mention) {
    const slot = draftSlotOf({ mention: target.mention });
    return <Composer key={slot} {...done} slot={slot} initialText={`@${target.mention} `} />;
  }
  return <Composer {...done} slot={draftSlot(undefined)} />;
}
