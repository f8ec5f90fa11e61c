import { msg } from '@lingui/core/macro';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from '../test/memory-router';
import { Routes } from './router';
import { afterEach, beforeAll, expect, test } from 'vitest';
import { activateLocale, i18n } from '../i18n/i18n';
import { useRouteInstance, useShownInstance } from './use-route-instance';

beforeAll(() => activateLocale('en'));
afterEach(cleanup);

function Probe() {
  const { instance, requested, invalid } = useRouteInstance(msg`Unable to load posts.`);
  return invalid ?? <p>{`${instance} ${requested ?? '-'}`}</p>;
}

function ShownProbe() {
  const { instance, other } = useShownInstance();
  return <p>{`shown ${instance} ${other ? 'other' : 'own'}`}</p>;
}

function renderAt(path: string) {
  render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <Routes
          routes={[
            { path: '/:instance/page', element: <Probe /> },
            { path: '/page', element: <Probe /> },
          ]}
        />
        <Routes
          routes={[
            { path: '/shell/:instance/l', element: null },
            { path: '/shell/l', element: null },
          ]}
        >
          <ShownProbe />
        </Routes>
      </MemoryRouter>
    </I18nProvider>,
  );
}

test('the instance named in the path, in lower case', () => {
  renderAt('/Social.Example/page');
  expect(screen.getByText('social.example social.example')).toBeInTheDocument();
});

test("without one in the path, the session's instance", () => {
  renderAt('/page');
  expect(screen.getByText('mastodon.social -')).toBeInTheDocument();
});

test('what is not an instance shows "Invalid instance" instead of the page', () => {
  renderAt('/-bad.example/page');
  expect(screen.getByRole('alert')).toHaveTextContent('Invalid instance');
});

test.each([
  ['/shell/Other.Example/l', 'shown other.example other'],
  ['/shell/l', 'shown mastodon.social own'],
  ['/shell/-bad.example/l', 'shown mastodon.social own'],
])('logged out, the shell around %s reads %s', (path, text) => {
  renderAt(path);
  expect(screen.getByText(text)).toBeInTheDocument();
});
