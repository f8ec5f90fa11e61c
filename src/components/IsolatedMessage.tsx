import type { MessageDescriptor } from '@lingui/core';
import { Trans } from '@lingui/react';

/**
 * A translated sentence whose text placeholders (a name, a handle, a server) each sit in a `bdi`:
 * a Latin name in an Arabic sentence, or the reverse, keeps its own direction and leaves the
 * sentence's words and punctuation where the translation put them. Numbers stay as they are.
 */
export function IsolatedMessage({ message }: { message: MessageDescriptor }) {
  const values: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(message.values ?? {})) {
    values[key] = typeof value === 'string' ? <bdi>{value}</bdi> : value;
  }
  return <Trans id={message.id} message={message.message} values={values} />;
}
