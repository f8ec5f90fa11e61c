import { queryOptions, useQuery } from '@tanstack/react-query';
import type { mastodon } from 'masto';
import { isMissingEndpoint } from '../api/errors';
import {
  serverLacksTranslation,
  serverTranslationError,
  translateOnServer,
  translateWithInstances,
  type Translation,
} from '../api/translation';
import { appConfig } from '../lib/config';
import { htmlToPlainText } from '../lib/plain-text';
import { translationService, type TranslationService } from '../lib/translation';
import { baseLanguage } from '../lib/translation-offer';
import { markCapabilityMissing, useCapabilities } from './capabilities';
import { queryKeys } from './query-keys';
import { useSession, type AccountSession } from './session';
import { sessionPacedQueue } from './session-queues';

/** Translations are kept while the session lasts and not fetched again (they do not change). */
const TRANSLATION_GC_MS = 60 * 60_000;

/** Automatic translations start at most this often, one at a time. */
export const AUTO_TRANSLATION_INTERVAL_MS = 1000;

interface TranslateInput {
  session: AccountSession;
  instance: string;
  service: Exclude<TranslationService, null>;
  instances: readonly string[];
  post: mastodon.v1.Status;
  target: string;
}

/**
 * Translates a post: on its server when that translates, else (or when the server turns out to
 * lack the endpoint, for a post anyone may read) through the translation instances.
 */
export async function translatePost(input: TranslateInput): Promise<Translation> {
  const { post, target, instances } = input;
  const source = post.language ? baseLanguage(post.language) : '';
  if (input.service === 'server') {
    try {
      return await translateOnServer(
        input.session.clientFor(input.instance),
        post.id,
        target,
        source,
      );
    } catch (error) {
      const publicPost = post.visibility === 'public' || post.visibility === 'unlisted';
      if (!serverLacksTranslation(error) || instances.length === 0 || !publicPost) {
        throw serverTranslationError(error);
      }
      if (isMissingEndpoint(error)) {
        markCapabilityMissing(input.session, input.instance, 'translation');
      }
    }
  }
  return translateWithInstances(instances, source, target, htmlToPlainText(post.content));
}

export interface TranslationWish {
  /** The person asked for it (Translate, Try again). */
  requested: boolean;
  /** It may be fetched without asking (a short post scrolled into view): through the queue. */
  automatic: boolean;
}

/** The service that would translate `post` on `instance` for this session, or null. */
export function useTranslationService(
  instance: string,
  post: mastodon.v1.Status,
): TranslationService {
  const session = useSession();
  const { capabilities } = useCapabilities(instance);
  const loggedIn = session.isLoggedIn && session.instance.toLowerCase() === instance.toLowerCase();
  return translationService({
    loggedIn,
    serverTranslates: capabilities.translation,
    instances: appConfig.translationInstances,
    visibility: post.visibility,
  });
}

/** The session's pacing of automatic translations, dropped with the session. */
function autoTranslationQueue(session: AccountSession) {
  return sessionPacedQueue(session, 'translation-queue', AUTO_TRANSLATION_INTERVAL_MS);
}

/**
 * A post's translation into `target`, cached per post and language. Automatic ones go through
 * the session's queue; after a failure, only the person's asking (Try again) asks again.
 */
export function postTranslationQuery(
  session: AccountSession,
  instance: string,
  post: mastodon.v1.Status,
  target: string,
  service: TranslationService,
  wish: TranslationWish,
) {
  const queryKey = queryKeys.statusTranslation(instance, post.id, target);
  // Read before fetching again: a new fetch of a query without data forgets its error.
  const earlier = session.queryClient.getQueryState(queryKey);
  return queryOptions({
    queryKey,
    queryFn: () => {
      if (!service) throw new Error('No translation service');
      const input = { session, instance, service, post, target };
      const translate = () =>
        translatePost({ ...input, instances: appConfig.translationInstances });
      if (wish.requested) return translate();
      if (earlier?.status === 'error' && earlier.error) throw earlier.error;
      return autoTranslationQueue(session).add(translate);
    },
    staleTime: Infinity,
    gcTime: TRANSLATION_GC_MS,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/** A post's translation into `target`, cached per post and language. */
export function usePostTranslation(
  instance: string,
  post: mastodon.v1.Status,
  target: string,
  wish: TranslationWish,
) {
  const session = useSession();
  const service = useTranslationService(instance, post);
  const query = useQuery({
    ...postTranslationQuery(session, instance, post, target, service, wish),
    enabled: service !== null && (wish.requested || wish.automatic),
  });
  return { service, query };
}
