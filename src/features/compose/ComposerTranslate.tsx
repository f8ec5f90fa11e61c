import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { translateWithInstances } from '../../api/translation';
import { offersTranslation } from '../../lib/compose/detect-language';
import { languageName } from '../../lib/compose/languages';
import { appConfig } from '../../lib/config';
import { baseLanguage } from '../../lib/translation-offer';
import '../../styles/translation.css';

type Phase =
  | { name: 'idle' }
  | { name: 'working' }
  | { name: 'failed' }
  /** A translation of `source`, waiting to be taken or left. */
  | { name: 'preview'; source: string; translation: string }
  /** The text was swapped: `other` is what it replaced, one press away. */
  | { name: 'swapped'; other: string; showingTranslation: boolean };

interface ComposerTranslateProps {
  text: string;
  /** The post's language: what the text is translated into. */
  language: string | null;
  onReplace: (text: string) => void;
}

/**
 * Translates what was written into the post's language through the build's translation
 * instances. The translation is shown first and replaces the text only when taken; the text it
 * replaced stays one press away, so nothing written is lost.
 */
export function ComposerTranslate({ text, language, onReplace }: ComposerTranslateProps) {
  const { i18n } = useLingui();
  const [phase, setPhase] = useState<Phase>({ name: 'idle' });
  const headingId = useId();
  const instances = appConfig.translationInstances;
  if (instances.length === 0 || !language) return null;
  const target = baseLanguage(language);
  const name = languageName(target, i18n.locale);

  const translate = async () => {
    const source = text;
    setPhase({ name: 'working' });
    try {
      const result = await translateWithInstances(instances, '', target, source);
      setPhase({ name: 'preview', source, translation: result.content });
    } catch {
      setPhase({ name: 'failed' });
    }
  };
  const take = (translation: string) => {
    onReplace(translation);
    setPhase({ name: 'swapped', other: text, showingTranslation: true });
  };
  const swap = (other: string, showingTranslation: boolean) => {
    onReplace(other);
    setPhase({ name: 'swapped', other: text, showingTranslation: !showingTranslation });
  };

  // A preview of text since changed is stale: it is dropped.
  const current = phase.name === 'preview' && phase.source !== text ? { name: 'idle' } : phase;
  // The offer is there only while the text looks written in another language than the post's.
  const idle = current.name === 'idle' || current.name === 'failed';
  if (idle && !offersTranslation(text, language)) return null;
  return (
    <div className="composer-translate">
      {current.name === 'preview' && 'translation' in current ? (
        <section className="composer-translate-preview" aria-labelledby={headingId}>
          <p className="status-translated-source" id={headingId}>
            <Trans>Translation into {name}</Trans>
          </p>
          <p className="composer-translate-text" lang={target} dir="auto">
            {current.translation}
          </p>
          <div className="button-row">
            <button type="button" className="button" onClick={() => take(current.translation)}>
              <Trans>Replace my text with the translation</Trans>
            </button>
            <button type="button" className="button" onClick={() => setPhase({ name: 'idle' })}>
              <Trans>Keep my text</Trans>
            </button>
          </div>
        </section>
      ) : current.name === 'swapped' && 'other' in current ? (
        <p className="button-row" role="status">
          {current.showingTranslation ? (
            <Trans>Your text was replaced by its translation.</Trans>
          ) : (
            <Trans>Your text is back.</Trans>
          )}
          <button
            type="button"
            className="button"
            onClick={() => swap(current.other, current.showingTranslation)}
          >
            {current.showingTranslation ? (
              <Trans>Undo translation</Trans>
            ) : (
              <Trans>Use the translation again</Trans>
            )}
          </button>
        </p>
      ) : (
        <p className="button-row">
          <button
            type="button"
            className="button"
            disabled={!text.trim() || current.name === 'working'}
            onClick={() => void translate()}
          >
            {current.name === 'working' ? (
              <Trans>Translating…</Trans>
            ) : (
              <Trans>Translate into {name}</Trans>
            )}
          </button>
          {current.name === 'failed' && (
            <span role="alert">
              <Trans>Unable to translate your text.</Trans>
            </span>
          )}
        </p>
      )}
    </div>
  );
}
