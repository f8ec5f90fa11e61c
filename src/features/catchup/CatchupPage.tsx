import { useLingui } from '@lingui/react/macro';
import { useSearchParams } from '../../components/router';
import { LoginRequired } from '../../components/LoginRequired';
import { Page } from '../../components/Page';
import { useSession } from '../../state/session';
import '../../styles/catchup.css';
import '../../styles/screens.css';
import { CatchupStart } from './CatchupStart';
import { CatchupView } from './CatchupView';

/** Catch-up: `/catchup` to make one, `/catchup?id=…` to read a kept one. */
export function CatchupPage() {
  const { t } = useLingui();
  const { isLoggedIn } = useSession();
  const [search] = useSearchParams();
  const id = search.get('id');
  let content = <LoginRequired />;
  if (isLoggedIn) content = id ? <CatchupView key={id} id={id} /> : <CatchupStart />;
  return <Page title={t`Catch-up`}>{content}</Page>;
}
