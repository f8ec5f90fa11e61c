import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Loading } from '../../components/Loading';
import { LoginRequired } from '../../components/LoginRequired';
import { Page } from '../../components/Page';
import { NotOfferedNotice } from '../../components/Unavailable';
import { maxProfileFields, profileEditingOffered } from '../../lib/profile-edit';
import { useCapabilities } from '../../state/capabilities';
import { useInstance } from '../../state/instance-queries';
import { useOwnCredentials } from '../../state/profile';
import { useSession } from '../../state/session';
import { ProfileForm } from './ProfileForm';
import '../../styles/screens.css';
import '../../styles/status.css';
import '../../styles/profile-edit.css';

function EditProfile() {
  const { t } = useLingui();
  const { instance } = useSession();
  const credentials = useOwnCredentials();
  const record = useInstance(instance);
  const { capabilities, isPending } = useCapabilities(instance);
  if (credentials.isPending || record.isPending || isPending) return <Loading />;
  if (!profileEditingOffered(capabilities.software)) {
    return (
      <NotOfferedNotice
        message={t`This server does not let apps edit your profile. Edit it on the server’s own pages.`}
      />
    );
  }
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
