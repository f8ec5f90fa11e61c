import type { Store } from './store';

/** How the sandbox takes new accounts; switched at run time through POST /_sandbox/registrations. */
export interface RegistrationSettings {
  enabled: boolean;
  approvalRequired: boolean;
  message: string | null;
  /** Skip the e-mail confirmation: a new account can use its token at once. */
  confirmAtOnce: boolean;
}

interface RegistrationState {
  settings: RegistrationSettings;
  /** Accounts that signed up and have not confirmed their e-mail address yet. */
  unconfirmed: Set<string>;
  /** Why each account that asked for approval wants to join. */
  reasons: Map<string, string>;
}

export const DEFAULT_REGISTRATIONS: Readonly<RegistrationSettings> = Object.freeze({
  enabled: false,
  approvalRequired: false,
  message: null,
  confirmAtOnce: false,
});

/** Per-store state, so that a reset forgets it. */
const states = new WeakMap<Store, RegistrationState>();

export function registrationsOf(store: Store): RegistrationState {
  let state = states.get(store);
  if (!state) {
    state = { settings: { ...DEFAULT_REGISTRATIONS }, unconfirmed: new Set(), reasons: new Map() };
    states.set(store, state);
  }
  return state;
}

export function isUnconfirmed(store: Store, accountId: string): boolean {
  return states.get(store)?.unconfirmed.has(accountId) ?? false;
}
