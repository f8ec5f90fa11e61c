import { Trans } from '@lingui/react/macro';
import type { DiffPart } from '../../lib/edit-diff';

/**
 * A word diff as text: removals struck through in <del>, additions underlined in <ins>, each
 * announced by hidden words as well, since screen readers do not say ins and del.
 */
export function TextDiff({ parts }: { parts: readonly DiffPart[] }) {
  return (
    <p className="edit-diff">
      {parts.map((part, index) => {
        if (part.kind === 'same') return <span key={index}>{part.text}</span>;
        if (part.kind === 'added') {
          return (
            <ins key={index}>
              <span className="visually-hidden">
                <Trans>[added:</Trans>{' '}
              </span>
              {part.text}
              <span className="visually-hidden">]</span>
            </ins>
          );
        }
        return (
          <del key={index}>
            <span className="visually-hidden">
              <Trans>[removed:</Trans>{' '}
            </span>
            {part.text}
            <span className="visually-hidden">]</span>
          </del>
        );
      })}
    </p>
  );
}
