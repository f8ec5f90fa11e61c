import { create } from 'zustand';
import type { LoginError } from '../../api/login-errors';

/** A login failure that happened on the way back from the server, for the login page to show. */
export const useLoginNotice = create<{ error: LoginError | null }>()(() => ({ error: null }));

/** The instance of the last logout whose token revocation the server did not confirm. */
export const useLogoutNotice = create<{ unrevokedOn: string | null }>()(() => ({
  unrevokedOn: null,
}));
