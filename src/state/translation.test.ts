import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { translateOnServer, type Translation } from '../api/translation';
import { makeStatus } from '../lib/status-fixture';
import { storedAccount } from '../test/fixtures';
import { endAllSessions, endSession, sessionFor, type AccountSession } from './session';
import {
  AUTO_TRANSLATION_INTERVAL_MS,
  postTranslationQuery,
  type TranslationWish,
} from './translation';

vi.mock('../api/translation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/translation')>()),
  translateOnServer: vi.fn(),
}));
const translate = vi.mocked(translateOnServer);

const HOST = 'home.example';
const TRANSLATION: Translation = {
  format: 'html',
  content: '<p>Hello</p>',
  sourceLanguage: 'de',
  service: 'DeepL',
};
const AUTOMATIC: TranslationWish = { requested: false, automatic: true };

function fetchTranslation(session: AccountSession, id: string, wish = AUTOMATIC) {
  const post = makeStatus({ id, language: 'de' });
  return session.queryClient.fetchQuery(
    postTranslationQuery(session, HOST, post, 'en', 'server', wish),
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  endAllSessions();
  translate.mockReset();
  translate.mockResolvedValue(TRANSLATION);
});
afterEach(() => vi.useRealTimers());

test('a translation is the query data, kept nowhere else', async () => {
  const session = sessionFor(storedAccount('1', HOST));
  const [first, second] = await Promise.all([
    fetchTranslation(session, '1'),
    fetchTranslation(session, '1'),
  ]);
  expect(first).toEqual(TRANSLATION);
  expect(second).toBe(first);
  expect(translate).toHaveBeenCalledOnce();

  session.queryClient.clear();
  const again = fetchTranslation(session, '1');
  await vi.advanceTimersByTimeAsync(AUTO_TRANSLATION_INTERVAL_MS);
  await expect(again).resolves.toEqual(TRANSLATION);
  expect(translate).toHaveBeenCalledTimes(2);
});

test('an automatic translation that failed is asked for again only when the person asks', async () => {
  translate.mockRejectedValueOnce(new Error('down'));
  const session = sessionFor(storedAccount('1', HOST));
  await expect(fetchTranslation(session, '1')).rejects.toThrow();
  await vi.advanceTimersByTimeAsync(AUTO_TRANSLATION_INTERVAL_MS);
  await expect(fetchTranslation(session, '1')).rejects.toThrow();
  expect(translate).toHaveBeenCalledOnce();
  await expect(
    fetchTranslation(session, '1', { requested: true, automatic: true }),
  ).resolves.toEqual(TRANSLATION);
  expect(translate).toHaveBeenCalledTimes(2);
});

test('each account paces its own automatic translations', async () => {
  const a = sessionFor(storedAccount('1', HOST));
  const b = sessionFor(storedAccount('2', HOST));
  void fetchTranslation(a, '1');
  void fetchTranslation(a, '2');
  void fetchTranslation(b, '3');
  await vi.advanceTimersByTimeAsync(0);
  expect(translate.mock.calls.map(([, id]) => id)).toEqual(['1', '3']);
  await vi.advanceTimersByTimeAsync(AUTO_TRANSLATION_INTERVAL_MS);
  expect(translate).toHaveBeenCalledTimes(3);
});

test('ending a session drops its waiting translations', async () => {
  const session = sessionFor(storedAccount('1', HOST));
  void fetchTranslation(session, '1').catch(() => null);
  void fetchTranslation(session, '2').catch(() => null);
  await vi.advanceTimersByTimeAsync(0);
  endSession(session.scopeKey, { forgetStored: false });
  await vi.advanceTimersByTimeAsync(2 * AUTO_TRANSLATION_INTERVAL_MS);
  expect(translate).toHaveBeenCalledOnce();
});
