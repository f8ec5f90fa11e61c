import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { isMissingEndpoint } from '../../api/errors';
import { blockDomainQuestion } from '../../components/block-questions';
import { useConfirm } from '../../components/use-confirm';
import { ErrorMessage } from '../../components/ErrorMessage';
import { normalizeDomain } from '../../lib/blocks';
import { useChangeDomainBlock, useDomainBlocks } from '../../state/blocks-mutes';
import { PagedRows } from './PagedRows';

/** A blocked domain with Unblock (and Block again once unblocked). */
function DomainRow({ domain }: { domain: string }) {
  const { t, i18n } = useLingui();
  const change = useChangeDomainBlock();
  const blocked = change.isSuccess ? change.variables.block : true;
  const { confirm, dialog: question } = useConfirm();
  const toggle = async () => {
    if (!blocked && !(await confirm(blockDomainQuestion(i18n, domain)))) return;
    change.mutate({ domain, block: !blocked });
  };
  return (
    <>
      <span className="request-main domain-name">{domain}</span>
      <div className="request-actions">
        <button
          type="button"
          className={blocked ? 'button' : 'button button-primary'}
          aria-label={blocked ? t`Unblock ${domain}` : t`Block ${domain}`}
          disabled={change.isPending}
          onClick={() => void toggle()}
        >
          {blocked ? <Trans>Unblock</Trans> : <Trans>Block</Trans>}
        </button>
      </div>
      {change.isError && (
        <ErrorMessage error={change.error} fallback={msg`Unable to change the domain block.`} />
      )}
      {question}
    </>
  );
}

/** A field to block a domain; it asks first. */
function BlockDomainForm() {
  const { i18n } = useLingui();
  const inputId = useId();
  const problemId = useId();
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const change = useChangeDomainBlock();
  const { confirm, dialog: question } = useConfirm();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const domain = normalizeDomain(text);
    setInvalid(domain === null);
    if (!domain || !(await confirm(blockDomainQuestion(i18n, domain)))) return;
    change.mutate({ domain, block: true }, { onSuccess: () => setText('') });
  };
  return (
    <form className="block-domain-form" onSubmit={(event) => void submit(event)}>
      <label htmlFor={inputId}>
        <Trans>Block a domain</Trans>
      </label>
      <div className="block-domain-field">
        <input
          id={inputId}
          type="text"
          inputMode="url"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="example.social"
          value={text}
          aria-invalid={invalid}
          aria-describedby={invalid ? problemId : undefined}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="button" disabled={change.isPending || !text.trim()}>
          <Trans>Block</Trans>
        </button>
      </div>
      {invalid && (
        <p id={problemId} className="field-problem">
          <Trans>That is not a domain name, e.g. example.social.</Trans>
        </p>
      )}
      {change.isError && (
        <ErrorMessage error={change.error} fallback={msg`Unable to block the domain.`} />
      )}
      {question}
    </form>
  );
}

/** Blocked domains, paged, with the field to block one more. */
export function DomainBlocks() {
  const { t } = useLingui();
  const query = useDomainBlocks();
  const domains = query.data?.pages.flatMap((page) => page.domains);
  const notOffered = !query.data && isMissingEndpoint(query.error);
  return (
    <>
      {!query.isPending && !notOffered && <BlockDomainForm />}
      <PagedRows
        query={query}
        items={domains}
        keyOf={(domain) => domain}
        renderRow={(domain) => <DomainRow domain={domain} />}
        label={t`Blocked domains`}
        empty={<Trans>No domains are blocked.</Trans>}
        notOffered={t`This server does not offer blocking domains.`}
        failure={msg`Unable to load the blocked domains.`}
      />
    </>
  );
}
