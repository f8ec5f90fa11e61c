import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { appConfig } from '../../lib/config';
import { makeStatus } from '../../lib/status-fixture';
import { sessionFor } from '../../state/session';
import { updateSetting } from '../../state/settings';
import { storedAccount } from '../../test/fixtures';
import { answerAsMastodon } from '../../test/servers';
import { HOME, HOME_API, logIn, renderCards, setupStatusTest } from './status-test-utils';

const LINGVA = 'lingva.example';
const server = setupStatusTest(...answerAsMastodon(`https://${HOME}`));

const saved = appConfig.translationInstances;
beforeEach(() => {
  appConfig.translationInstances = [];
});
afterEach(() => {
  appConfig.translationInstances = saved;
  vi.unstubAllGlobals();
});

// The posts are someone else's: translation is never offered on one's own.
const SOMEONE_ELSE = { id: '2', username: 'marie', acct: 'marie@port.example' };

const FRENCH = '<p>Bonjour tout le monde, le port est calme ce matin.</p>';
const french = (overrides = {}) =>
  makeStatus({
    account: SOMEONE_ELSE,
    id: '10',
    language: 'fr',
    content: FRENCH,
    visibility: 'public',
    ...overrides,
  });

function serverTranslation(body: object, status = 200) {
  const requests: unknown[] = [];
  server.use(
    http.post(`${HOME_API}/v1/statuses/10/translate`, async ({ request }) => {
      requests.push(await request.json());
      return HttpResponse.json(body, { status });
    }),
  );
  return requests;
}

const TRANSLATED = {
  content: '<p>Hello <b>everyone</b>, the harbour is calm.</p><img src=x onerror="alert(1)">',
  detected_source_language: 'fr',
  language: 'en',
  provider: 'DeepL.com',
  spoiler_text: '',
  media_attachments: [],
  poll: null,
};

const loggedInSession = () => sessionFor(storedAccount('1', HOME));

const translateButton = () => screen.findByRole('button', { name: 'Translate' });

test('logged in, a post in another language is translated by its server, under the original', async () => {
  const user = userEvent.setup();
  logIn();
  const requests = serverTranslation(TRANSLATED);
  renderCards({ status: french(), instance: HOME, variant: 'focus' });
  await user.click(await translateButton());
  const translation = await screen.findByRole('region', { name: 'Translation' });
  expect(translation).toHaveTextContent('Translated from French by DeepL.com');
  expect(translation).toHaveTextContent('Hello everyone, the harbour is calm.');
  expect(translation.querySelector('img, [onerror]')).toBeNull();
  expect(requests).toEqual([{ lang: 'en' }]);
  expect(screen.getByRole('article')).toHaveTextContent('Bonjour tout le monde');
  await user.click(screen.getByRole('button', { name: 'Hide translation' }));
  expect(screen.queryByRole('region', { name: 'Translation' })).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Show translation' }));
  expect(await screen.findByRole('region', { name: 'Translation' })).toBeInTheDocument();
  expect(requests).toHaveLength(1);
});

test('a post in the target language, whatever its region, is not offered', async () => {
  logIn();
  renderCards(
    {
      status: makeStatus({ account: SOMEONE_ELSE, id: '11', language: 'en-GB' }),
      instance: HOME,
      variant: 'focus',
    },
    { status: french({ id: '12' }), instance: HOME, variant: 'focus' },
  );
  expect(await translateButton()).toBeInTheDocument();
  expect(screen.getAllByRole('button', { name: 'Translate' })).toHaveLength(1);
});

test('hidden languages and the setting turned off are never offered', async () => {
  logIn();
  const session = loggedInSession();
  updateSetting(session, 'contentTranslationHideLanguages', ['fr']);
  renderCards(
    { status: french(), instance: HOME, variant: 'focus' },
    {
      status: makeStatus({ account: SOMEONE_ELSE, id: '11', language: 'de' }),
      instance: HOME,
      variant: 'focus',
    },
  );
  // The German post is offered: what the offer waits for (the server's abilities, the
  // translation code) is there, so the French one's missing button is the hidden language's doing.
  expect(await translateButton()).toBeInTheDocument();
  const [frenchCard, germanCard] = screen.getAllByRole('article');
  expect(within(germanCard).getByRole('button', { name: 'Translate' })).toBeInTheDocument();
  expect(within(frenchCard).queryByRole('button', { name: 'Translate' })).toBeNull();
  updateSetting(session, 'contentTranslation', false);
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Translate' })).toBeNull());
});

test('the chosen target language decides what is offered and is asked for', async () => {
  const user = userEvent.setup();
  logIn();
  updateSetting(loggedInSession(), 'contentTranslationTargetLanguage', 'fr');
  const requests = serverTranslation(TRANSLATED);
  renderCards(
    { status: french({ id: '12' }), instance: HOME, variant: 'focus' },
    {
      status: makeStatus({ account: SOMEONE_ELSE, id: '10', language: 'en' }),
      instance: HOME,
      variant: 'focus',
    },
  );
  await user.click(await translateButton());
  await screen.findByRole('region', { name: 'Translation' });
  expect(screen.getAllByRole('article')[0]).not.toHaveTextContent('Translate');
  expect(requests).toEqual([{ lang: 'fr' }]);
});

test('a server failure says so in place and can be tried again', async () => {
  const user = userEvent.setup();
  logIn();
  serverTranslation({ error: 'Service unavailable' }, 503);
  renderCards({ status: french(), instance: HOME, variant: 'focus' });
  await user.click(await translateButton());
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Unable to translate post.');
  expect(screen.getByRole('article')).toHaveTextContent('Bonjour tout le monde');
  serverTranslation(TRANSLATED);
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('region', { name: 'Translation' })).toHaveTextContent(
    'the harbour is calm',
  );
});

test('a refusal offers no retry that cannot work', async () => {
  const user = userEvent.setup();
  logIn();
  appConfig.translationInstances = [LINGVA];
  serverTranslation({ error: 'This action is not allowed' }, 403);
  renderCards({ status: french(), instance: HOME, variant: 'focus' });
  await user.click(await translateButton());
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('This post cannot be translated.');
  expect(within(alert).queryByRole('button')).toBeNull();
});

function lingva(answer: (url: URL) => Response | object) {
  const urls: string[] = [];
  server.use(
    http.get(`https://${LINGVA}/api/v1/*`, ({ request }) => {
      urls.push(request.url);
      const body = answer(new URL(request.url));
      return body instanceof Response ? body : HttpResponse.json(body);
    }),
  );
  return urls;
}

test('logged out, a translation instance translates the plain text, shown as text', async () => {
  const user = userEvent.setup();
  appConfig.translationInstances = ['down.example', LINGVA];
  server.use(http.get('https://down.example/*', () => HttpResponse.error()));
  const urls = lingva(() => ({
    translation: 'Hello <b>all</b>, the harbour is calm.',
    info: { detectedSource: 'fr' },
  }));
  renderCards({ status: french(), instance: HOME, variant: 'focus' });
  await user.click(await translateButton());
  const translation = await screen.findByRole('region', { name: 'Translation' });
  expect(translation).toHaveTextContent('Translated from French by lingva.example');
  expect(translation).toHaveTextContent('Hello <b>all</b>, the harbour is calm.');
  expect(urls).toEqual([
    `https://${LINGVA}/api/v1/fr/en/${encodeURIComponent('Bonjour tout le monde, le port est calme ce matin.')}`,
  ]);
});

test('a server without the endpoint gives way to the translation instances', async () => {
  const user = userEvent.setup();
  logIn();
  appConfig.translationInstances = [LINGVA];
  serverTranslation({ error: 'Record not found' }, 404);
  lingva(() => ({ translation: 'Hello all' }));
  renderCards({ status: french(), instance: HOME, variant: 'focus' });
  await user.click(await translateButton());
  expect(await screen.findByRole('region', { name: 'Translation' })).toHaveTextContent(
    `Translated from French by ${LINGVA}`,
  );
});

test('without a server translating or a translation instance, nothing is offered', async () => {
  // First with a translation instance, until it is offered: then the translation code and the
  // server's abilities are loaded, and without the instance the card decides as it renders.
  appConfig.translationInstances = [LINGVA];
  const { unmount } = renderCards({ status: french(), instance: HOME, variant: 'focus' });
  expect(await translateButton()).toBeInTheDocument();
  unmount();
  appConfig.translationInstances = [];
  renderCards({ status: french(), instance: HOME, variant: 'focus' });
  expect(screen.getByRole('article')).toHaveTextContent('Bonjour tout le monde');
  expect(screen.queryByRole('button', { name: 'Translate' })).toBeNull();
});

test('followers-only posts are never sent to a translation instance', async () => {
  appConfig.translationInstances = [LINGVA];
  renderCards(
    { status: french({ visibility: 'private' }), instance: HOME, variant: 'focus' },
    { status: french({ id: '11' }), instance: HOME, variant: 'focus' },
  );
  // The public post is offered (through the instance): the followers-only one has been decided.
  expect(await translateButton()).toBeInTheDocument();
  const [followersOnly, everyone] = screen.getAllByRole('article');
  expect(within(everyone).getByRole('button', { name: 'Translate' })).toBeInTheDocument();
  expect(within(followersOnly).queryByRole('button', { name: 'Translate' })).toBeNull();
});

test('with automatic translation, short posts are translated as they come into view, once', async () => {
  const observed: Element[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(element: Element) {
        observed.push(element);
        this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as never);
      }
      disconnect() {}
    },
  );
  appConfig.translationInstances = [LINGVA];
  updateSetting(sessionFor(null), 'contentTranslationAutoInline', true);
  const urls = lingva((url) => ({ translation: `EN ${url.pathname.split('/').pop()}` }));
  const long = `<p>${'Le port est calme. '.repeat(12)}</p>`;
  const { unmount } = renderCards(
    {
      status: makeStatus({
        account: SOMEONE_ELSE,
        id: '20',
        language: 'de',
        content: '<p>Guten Morgen!</p>',
      }),
      instance: HOME,
    },
    {
      status: makeStatus({ account: SOMEONE_ELSE, id: '21', language: 'fr', content: long }),
      instance: HOME,
    },
  );
  expect(await screen.findByRole('region', { name: 'Translation' })).toHaveTextContent(
    'EN Guten%20Morgen!',
  );
  expect(screen.getAllByRole('button', { name: 'Translate' })).toHaveLength(1);
  unmount();
  renderCards({
    status: makeStatus({
      account: SOMEONE_ELSE,
      id: '20',
      language: 'de',
      content: '<p>Guten Morgen!</p>',
    }),
    instance: HOME,
  });
  expect(await screen.findByRole('region', { name: 'Translation' })).toBeInTheDocument();
  await waitFor(() => expect(urls).toHaveLength(1));
});

test('one’s own post is never offered a translation', async () => {
  logIn();
  serverTranslation(TRANSLATED);
  renderCards(
    { status: french({ id: '10' }), instance: HOME, variant: 'focus' },
    {
      status: makeStatus({ id: '12', language: 'fr', content: FRENCH }),
      instance: HOME,
      variant: 'focus',
    },
  );
  const [others, own] = screen.getAllByRole('article');
  expect(await within(others).findByRole('button', { name: 'Translate' })).toBeVisible();
  expect(within(own).queryByRole('button', { name: 'Translate' })).toBeNull();
});

test('the Translate action comes after the poll, never between the text and its options', async () => {
  logIn();
  serverTranslation(TRANSLATED);
  const poll = {
    id: 'p1',
    expiresAt: null,
    expired: false,
    multiple: false,
    votesCount: 0,
    votersCount: 0,
    options: [
      { title: 'Oui', votesCount: 0 },
      { title: 'Non', votesCount: 0 },
    ],
    emojis: [],
    voted: false,
    ownVotes: [],
  };
  renderCards({ status: french({ poll }), instance: HOME, variant: 'focus' });
  const translate = await screen.findByRole('button', { name: 'Translate' });
  const option = screen.getByText('Oui');
  expect(option.compareDocumentPosition(translate) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});
