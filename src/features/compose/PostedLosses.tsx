import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { createDraft } from '../../lib/compose/composer';
import type { PartLoss } from '../../lib/compose/kept-parts';
import { useOpenComposer, type PostedLosses } from '../../state/composer-dialog';
import { postedWording } from './posted-wording';

/** Copies a lost poll's choices, one a line, and says whether that worked. */
function CopyChoices({ options }: { options: readonly string[] }) {
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = () =>
    void navigator.clipboard.writeText(options.join('\n')).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <>
      <button type="button" className="button" onClick={copy}>
        <Trans>Copy the poll’s choices</Trans>
      </button>{' '}
      {copied === true && <Trans>Choices copied.</Trans>}
      {copied === false && <Trans>Unable to copy the choices.</Trans>}
    </>
  );
}

/** The way back to what the server did not keep: a poll's choices, a quote as a link. */
function LostPartsRecovery({ losses }: { losses: PostedLosses }) {
  const open = useOpenComposer();
  const poll = losses.lost.find((loss) => loss.kind === 'poll');
  const quote = losses.lost.find((loss) => loss.kind === 'quote');
  return (
    <>
      {poll && <CopyChoices options={poll.options} />}{' '}
      {quote && (
        <button
          type="button"
          className="button"
          onClick={() =>
            open(
              { quote: quote.quoteId },
              createDraft({ idempotencyKey: crypto.randomUUID(), text: losses.text }),
            )
          }
        >
          <Trans>Post with a link instead</Trans>
        </button>
      )}
    </>
  );
}

/** The confirmation's words for a new post, with what the server did not keep. */
function PostedWords({ lost }: { lost: readonly PartLoss[] }) {
  const { i18n } = useLingui();
  return <>{postedWording(i18n, lost)}</>;
}

/** What the confirmation of a new post says, and the way back to what the server dropped. */
export function PostedSummary({ losses }: { losses: PostedLosses }) {
  return (
    <>
      <PostedWords lost={losses.lost} /> <LostPartsRecovery losses={losses} />
    </>
  );
}
