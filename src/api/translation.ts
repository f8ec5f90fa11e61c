import { MastoHttpError, type mastodon } from 'masto';
import { instanceLabel, lingvaUrl, parseLingvaAnswer } from '../lib/translation';
import { isMissingEndpoint } from './errors';

/** A translation instance answers within this, or the next one is asked. */
export const TRANSLATION_TIMEOUT_MS = 15_000;

/** A post's translation: server HTML (to be sanitised when shown) or plain text. */
export interface Translation {
  format: 'html' | 'text';
  content: string;
  /** The language translated from: what the service detected, else the post's. */
  sourceLanguage: string;
  /** Who translated: the server's provider, or the translation instance's host. */
  service: string;
}

/**
 * Why a translation failed. 'refused': the server will not translate this post (asking again
 * gives the same answer); 'failed': the service could not be reached or answered nonsense.
 */
export class TranslationError extends Error {
  constructor(
    readonly reason: 'refused' | 'failed',
    options?: { cause?: unknown },
  ) {
    super(`Translation ${reason}`, options);
    this.name = 'TranslationError';
  }
}

/** Asks the translation instances in turn until one answers. */
export async function translateWithInstances(
  instances: readonly string[],
  source: string,
  target: string,
  text: string,
): Promise<Translation> {
  for (const instance of instances) {
    try {
      const response = await fetch(lingvaUrl(instance, source, target, text), {
        credentials: 'omit',
        referrerPolicy: 'no-referrer',
        signal: AbortSignal.timeout(TRANSLATION_TIMEOUT_MS),
      });
      if (!response.ok) continue;
      const answer = parseLingvaAnswer(await response.json());
      if (!answer) continue;
      return {
        format: 'text',
        content: answer.translation,
        sourceLanguage: answer.detectedSource ?? source,
        service: instanceLabel(instance),
      };
    } catch {
      // The next instance is asked.
    }
  }
  throw new TranslationError('failed');
}

/** The fields read of a Translation entity (masto's type names the detected language wrongly). */
interface TranslationEntity {
  content: string;
  detectedSourceLanguage?: string;
  provider?: string;
}

function isTranslationEntity(value: unknown): value is TranslationEntity {
  return typeof (value as Partial<TranslationEntity> | null)?.content === 'string';
}

/** Asks the post's own server (`POST /api/v1/statuses/:id/translate`). */
export async function translateOnServer(
  client: mastodon.rest.Client,
  id: string,
  target: string,
  postLanguage: string,
): Promise<Translation> {
  const answer: unknown = await client.v1.statuses.$select(id).translate({ lang: target });
  // A server that answers a page (HTML) where the API should be gives no entity.
  if (!isTranslationEntity(answer)) throw new TranslationError('failed');
  return {
    format: 'html',
    content: answer.content,
    sourceLanguage: answer.detectedSourceLanguage || postLanguage,
    service: answer.provider || '',
  };
}

/**
 * Whether the server's failure means it does not translate (no such endpoint, not implemented,
 * an answer that is no API answer), so the translation instances may be asked instead. A refusal
 * (forbidden, unprocessable) or an outage is reported, not worked around.
 */
export function serverLacksTranslation(error: unknown): boolean {
  return (
    isMissingEndpoint(error) || error instanceof TranslationError || error instanceof SyntaxError
  );
}

/** The error to show for a server's failure. */
export function serverTranslationError(error: unknown): TranslationError {
  const refused =
    error instanceof MastoHttpError && [403, 404, 410, 422].includes(error.statusCode);
  return new TranslationError(refused ? 'refused' : 'failed', { cause: error });
}
