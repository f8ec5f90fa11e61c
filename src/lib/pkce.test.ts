import { expect, test } from 'vitest';
import { codeChallengeS256, randomUrlSafe } from './pkce';

test('S256 challenge matches the RFC 7636 example', async () => {
  expect(await codeChallengeS256('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
    'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
  );
});

test('random verifiers are URL-safe, long enough and differ', () => {
  const a = randomUrlSafe();
  const b = randomUrlSafe();
  expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(a).not.toBe(b);
});
