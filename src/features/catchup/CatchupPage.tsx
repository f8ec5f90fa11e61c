import { useLingui } from '@lingui/react/macro';
import { useSearchParams } from '../../components/router';
import { LoginRequired } from '../../components/LoginRequired';
import { Page } from '../../components/Page';
import { useSession } from '../../state/session';
import '../../styles/catchup.css';
import '../../styles/screens.css';
import { CatchupFromHome } from './CatchupFromHome';
import { CatchupStart } from './CatchupStart';
import { CatchupView } from './CatchupView';

/**
 * Catch-up: `/catchup` to make one, `/catchup?id=…` to read a kept one, `/catchup?after=…` to
 * make one of Home's posts above where the reader stopped.
 */
export function CatchupPage() {
  const { t } = useLingui();
  const { isLoggedIn } = useSession();
  const [search] = useSearchParams();
  const id = search.get('id');
  const after = search.get('after');
  const fromHome = search.has('from-home');
  let content = <LoginRequired />;
  if (isLoggedIn && id) content = <CatchupView key={id} id={id} fromHome={fromHome} />;
  else if (isLoggedIn && after) {
    content = <CatchupFromHome untilId={after} since={Number(search.get('since')) || 0} />;
  } else if (isLoggedIn) content = <CatchupStart />;
  return <Page title={t`Catch-up`}>{content}</Page>;
}
