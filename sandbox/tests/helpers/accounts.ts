import type { SandboxInstance } from '../../server';
import { api } from './sandbox';

/** The id of a seeded account by username. */
export async function accountId(sandbox: SandboxInstance, username: string): Promise<string> {
  const response = await api<{ id: string }>(sandbox, `/api/v1/accounts/lookup?acct=${username}`);
  if (response.status !== 200) throw new Error(`no account ${username}`);
  return response.body.id;
}

/** Mastodon's answer for an unknown record. */
export const RECORD_NOT_FOUND = { error: 'Record not found' };
