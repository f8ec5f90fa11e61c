import { create } from 'zustand';
import { readJson, writeJson } from '../lib/storage';
import {
  accountKey,
  defaultAccount,
  findAccountById,
  parseStoredAccounts,
  removeAccount,
  touchAccount,
  upsertAccount,
  type StoredAccount,
  type StoredAccountInfo,
} from '../lib/accounts';

const ACCOUNTS_KEY = 'petrel:accounts';
const CURRENT_KEY = 'petrel:current-account';
/** Where the accounts are stored: a change to any of them in another tab reloads them here. */
export const ACCOUNT_STORAGE_KEYS = [ACCOUNTS_KEY, CURRENT_KEY];

export interface AccountsState {
  accounts: StoredAccount[];
  /** Key (`id@instance`) of the account in use; null means the first (default) account. */
  currentKey: string | null;
  /** Adds or updates an account and makes it the current one. */
  addAccount: (account: StoredAccount) => void;
  /** Switches to a stored account; throws 'Account {id} not found' for an unknown one. */
  switchAccount: (key: string) => void;
  removeAccount: (key: string) => void;
  updateInfo: (key: string, info: StoredAccountInfo) => void;
  /** Refreshes lastAccessedAt (only when older than 5 minutes). */
  touch: (key: string, now?: number) => void;
}

function load(): Pick<AccountsState, 'accounts' | 'currentKey'> {
  return {
    accounts: parseStoredAccounts(readJson(ACCOUNTS_KEY)),
    currentKey: readJson<string>(CURRENT_KEY),
  };
}

function replace(
  accounts: StoredAccount[],
  key: string,
  change: (account: StoredAccount) => StoredAccount,
): StoredAccount[] {
  let changed = false;
  const next = accounts.map((account) => {
    if (accountKey(account) !== key) return account;
    const updated = change(account);
    changed ||= updated !== account;
    return updated;
  });
  return changed ? next : accounts;
}

export const useAccountsStore = create<AccountsState>()((set, get) => ({
  ...load(),
  addAccount: (account) =>
    set((state) => ({
      accounts: upsertAccount(state.accounts, account),
      currentKey: accountKey(account),
    })),
  switchAccount: (key) => {
    const account = findAccountById(get().accounts, key);
    set({ currentKey: accountKey(account) });
  },
  removeAccount: (key) =>
    set((state) => ({
      accounts: removeAccount(state.accounts, key),
      currentKey: state.currentKey === key ? null : state.currentKey,
    })),
  updateInfo: (key, info) =>
    set((state) => ({
      accounts: replace(state.accounts, key, (account) => ({ ...account, info })),
    })),
  touch: (key, now = Date.now()) =>
    set((state) => ({
      accounts: replace(state.accounts, key, (account) => touchAccount(account, now)),
    })),
}));

useAccountsStore.subscribe((state, previous) => {
  if (state.accounts !== previous.accounts) writeJson(ACCOUNTS_KEY, state.accounts);
  if (state.currentKey !== previous.currentKey) writeJson(CURRENT_KEY, state.currentKey);
});

/** Re-reads the stored accounts (after another tab changed them, and in tests). */
export function reloadAccounts(): void {
  useAccountsStore.setState(load());
}

export function selectCurrentAccount(
  state: Pick<AccountsState, 'accounts' | 'currentKey'>,
): StoredAccount | null {
  return (
    state.accounts.find((account) => accountKey(account) === state.currentKey) ??
    defaultAccount(state.accounts)
  );
}

export function useAccounts(): StoredAccount[] {
  return useAccountsStore((state) => state.accounts);
}

export function useCurrentAccount(): StoredAccount | null {
  return useAccountsStore(selectCurrentAccount);
}
