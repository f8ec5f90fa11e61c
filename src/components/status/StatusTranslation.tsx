import { useLingui } from '@lingui/react/macro';
import type { mastodon } from 'masto';
import { lazy, Suspense } from 'react';
import { translationTarget, wantsTranslation } from '../../lib/translation-offer';
import { translationOfferedFor } from '../../lib/post-lines';
import { useSession } from '../../state/session';
import { useSetting } from '../../state/settings';

// Translating loads with the first post that could be translated, not with the app.
const PostTranslation = lazy(() => import('./translation/PostTranslation'));

interface StatusTranslationProps {
  post: mastodon.v1.Status;
  instance: string;
}

/** The Translate action and the translation, for others' posts in a language the reader may not read. */
export function StatusTranslation({ post, instance }: StatusTranslationProps) {
  const { i18n } = useLingui();
  const [contentTranslation] = useSetting('contentTranslation');
  const [chosenTarget] = useSetting('contentTranslationTargetLanguage');
  const [hidden] = useSetting('contentTranslationHideLanguages');
  const [autoInline] = useSetting('contentTranslationAutoInline');
  const session = useSession();
  const target = translationTarget(chosenTarget, i18n.locale);
  const settings = { contentTranslation, contentTranslationHideLanguages: hidden };
  if (!translationOfferedFor(post, session.account?.info.id)) return null;
  if (!wantsTranslation(post.language, target, settings)) return null;
  return (
    <Suspense fallback={null}>
      <PostTranslation post={post} instance={instance} target={target} autoInline={autoInline} />
    </Suspense>
  );
}
