import { instanceOrigin } from './instance';

/** Posts with at most this many characters of plain text may be translated as they scroll by. */
export const AUTO_INLINE_MAX_CHARACTERS = 200;

/** Which service translates: the post's own server, the build's translation instances, or none. */
export type TranslationService = 'server' | 'instances' | null;

/** Only what anyone may read is sent to a translation instance (a service outside the server). */
export function mayLeaveServer(visibility: string): boolean {
  return visibility === 'public' || visibility === 'unlisted';
}

export function translationService(options: {
  loggedIn: boolean;
  /** The server says it translates (`configuration.translation.enabled`). */
  serverTranslates: boolean;
  instances: readonly string[];
  visibility: string;
}): TranslationService {
  if (options.loggedIn && options.serverTranslates) return 'server';
  const outside = options.instances.length > 0 && mayLeaveServer(options.visibility);
  return outside ? 'instances' : null;
}

/** A short post, public or unlisted, is translated as it scrolls into view (when asked for). */
export function autoInlineEligible(plainText: string, visibility: string): boolean {
  const length = [...plainText.trim()].length;
  return mayLeaveServer(visibility) && length > 0 && length <= AUTO_INLINE_MAX_CHARACTERS;
}

/**
 * The address of a Lingva-style translation: `{origin}{path}/api/v1/{source}/{target}/{text}`.
 * A configured instance is a host, optionally with a scheme and a path ("127.0.0.1:8080/lingva").
 */
export function lingvaUrl(instance: string, source: string, target: string, text: string): string {
  const trimmed = instance.trim().replace(/\/+$/, '');
  const scheme = /^(https?):\/\//i.exec(trimmed)?.[1]?.toLowerCase();
  const rest = trimmed.replace(/^https?:\/\//i, '');
  const slash = rest.indexOf('/');
  const host = slash === -1 ? rest : rest.slice(0, slash);
  const path = slash === -1 ? '' : rest.slice(slash);
  const origin = scheme ? `${scheme}://${host.toLowerCase()}` : instanceOrigin(host);
  const parts = [source || 'auto', target, text].map(encodeURIComponent);
  return `${origin}${path}/api/v1/${parts.join('/')}`;
}

/** The host a configured instance names, for saying who translated. */
export function instanceLabel(instance: string): string {
  return instance
    .trim()
    .replace(/^https?:\/\//i, '')
    .split('/')[0]
    .toLowerCase();
}

export interface LingvaAnswer {
  translation: string;
  detectedSource: string | null;
}

/** Reads a Lingva answer `{ translation, info?: { detectedSource } }`; null when it is not one. */
export function parseLingvaAnswer(body: unknown): LingvaAnswer | null {
  if (typeof body !== 'object' || body === null) return null;
  const { translation, info } = body as { translation?: unknown; info?: unknown };
  if (typeof translation !== 'string' || !translation.trim()) return null;
  const detected =
    typeof info === 'object' && info !== null
      ? (info as { detectedSource?: unknown }).detectedSource
      : undefined;
  return {
    translation,
    detectedSource: typeof detected === 'string' && detected ? detected : null,
  };
}
