import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';

/** The reasons, next to the send button that they keep disabled (and that they describe). */
export function SendBlockers({ id, messages }: { id: string; messages: MessageDescriptor[] }) {
  const { i18n } = useLingui();
  return (
    <div id={id} className="composer-blockers" aria-live="polite">
      {messages.map((message) => (
        <p key={message.id} className="composer-blocker">
          {i18n._(message)}
        </p>
      ))}
    </div>
  );
}
