import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Loading } from '../../components/Loading';
import { LoginRequired } from '../../components/LoginRequired';
import { Page } from '../../components/Page';
import { maxProfileFields } from '../../lib/profile-edit';
import { useInstance } from '../../state/instance-queries';
import { useOwnCredentials } from '../../state/profile';
import { useSession } from '../../state/session';
import { ProfileForm } from './ProfileForm';
import '../../styles/screens.css';
import '../../styles/status.css';
import '../../styles/profile-edit.css';

function EditProfile() {
  const { instance } = useSession();
  const credentials = useOwnCredentials();
  const record = useInstance(instance);
  if (credentials.isPending || record.isPending) return <Loading />;
  if (!credentials.data) {
    return (
      <ErrorMessage
        error={credentials.error}
        fallback={msg`Unable to load the profile.`}
        onRetry={() => void credentials.refetch()}
      />
    );
  }
  return <ProfileForm account={credentials.data} maxFields={maxProfileFields(record.data)} />;
}

/** `/profile/edit`: the session's own profile, edited and saved in one request. */
export function EditProfilePage() {
  const { t } = useLingui();
  const { isLoggedIn } = useSession();
  return <Page title={t`Edit profile`}>{isLoggedIn ? <EditProfile /> : <LoginRequired />}</Page>;
}
