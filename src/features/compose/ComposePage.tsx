import { Trans, useLingui } from '@lingui/react/macro';
import { hasEarlierScreen, Link, useNavigate, useSearchParams } from '../../components/router';
import { LoginRequired } from '../../components/LoginRequired';
import { Page } from '../../components/Page';
import { appPaths } from '../../lib/app-paths';
import { composeTargetFromParams } from '../../lib/compose/compose-target';
import { useSession } from '../../state/session';
import '../../styles/compose.css';
import { ComposeFor } from './ComposeFor';

/** `#/compose`, or with `?replyTo=`, `?quote=` a post of the session's instance. */
export function ComposePage() {
  const { t } = useLingui();
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const target = composeTargetFromParams(params);
  return (
    <Page
      title={
        target.edit
          ? t`Edit post`
          : target.replyTo
            ? t({ message: 'Reply', context: 'noun: the title of the composer writing a reply' })
            : t`Compose`
      }
    >
      {!session.isLoggedIn ? (
        <LoginRequired />
      ) : (
        <ComposeFor
          target={target}
          onSent={(post) => void navigate(appPaths.status(session.instance, post.id))}
          onScheduled={() => void navigate(appPaths.scheduled())}
          onClose={() => void (hasEarlierScreen() ? navigate(-1) : navigate(appPaths.home()))}
        />
      )}
      {session.isLoggedIn && (
        <p className="composer-drafts-link">
          <Link to={appPaths.drafts()}>
            <Trans>Drafts</Trans>
          </Link>{' '}
          <Link to={appPaths.scheduled()}>
            <Trans>Scheduled posts</Trans>
          </Link>
        </p>
      )}
    </Page>
  );
}
