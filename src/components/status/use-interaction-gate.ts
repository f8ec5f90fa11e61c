import { useSession } from '../../state/session';

export type InteractionBlock = 'login-required' | 'other-instance';

/**
 * Why the reader can't act on a post read from `instance` (null when they can): logged out, or
 * the post was read from another instance than the one they are logged in to.
 */
export function useInteractionBlock(instance: string): InteractionBlock | null {
  const session = useSession();
  if (!session.isLoggedIn) return 'login-required';
  if (instance.toLowerCase() !== session.instance.toLowerCase()) return 'other-instance';
  return null;
}
