import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { Translation } from '../../../api/translation';
import { languageName } from '../../../lib/compose/languages';
import { parseContent } from '../../../lib/status-content';
import { useReducedMotion } from '../../media/use-reduced-motion';
import { renderNodes } from '../ContentNodes';

interface TranslatedTextProps {
  translation: Translation;
  instance: string;
  target: string;
}

/** A translation, named by its source language and service; server HTML is sanitised first. */
export function TranslatedText({ translation, instance, target }: TranslatedTextProps) {
  const { t, i18n } = useLingui();
  const still = useReducedMotion();
  const nodes = useMemo(
    () => (translation.format === 'html' ? parseContent(translation.content) : null),
    [translation],
  );
  const language = languageName(translation.sourceLanguage, i18n.locale);
  const service = translation.service;
  const paragraphs = translation.content.split(/\n{2,}/).filter((part) => part.trim());
  return (
    <section
      className="status-translated"
      aria-label={t({ message: 'Translation', comment: 'Noun: a post’s translated text' })}
    >
      <p className="status-translated-source">
        {service ? t`Translated from ${language} by ${service}` : t`Translated from ${language}`}
      </p>
      <div
        className={`status-content${nodes ? '' : ' status-translated-text'}`}
        lang={target}
        dir="auto"
      >
        {nodes
          ? renderNodes(nodes, { instance, still })
          : paragraphs.map((paragraph, index) => <p key={index}>{paragraph}</p>)}
      </div>
    </section>
  );
}
