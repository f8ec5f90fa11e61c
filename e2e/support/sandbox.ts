import { E2E_SANDBOX_PORT } from '../../scripts/ports';

export const SANDBOX_HOST = `127.0.0.1:${E2E_SANDBOX_PORT}`;
export const SANDBOX_URL = `http://${SANDBOX_HOST}`;

/** Restores the sandbox's seeded state so each test starts from the same data. */
export async function resetSandbox(): Promise<void> {
  const response = await fetch(`${SANDBOX_URL}/_sandbox/reset`, { method: 'POST' });
  if (!response.ok) throw new Error(`Sandbox reset failed: ${response.status}`);
}
