import { render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { Link, Routes } from '../components/router';
import { MemoryRouter } from '../test/memory-router';
import { beforeAll, expect, test, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { activateLocale } from '../i18n/i18n';
import { ScreenOutlet } from './ScreenOutlet';

beforeAll(() => activateLocale('en'));

function Broken(): never {
  throw new Error('render failed');
}

function Layout() {
  return (
    <>
      <nav>
        <Link to="/fine">Fine</Link>
      </nav>
      <ScreenOutlet />
    </>
  );
}

test('a screen that throws shows a message inside the shell, and leaving it recovers', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter initialEntries={['/broken']}>
        <Routes
          routes={[
            { path: '/broken', element: <Broken /> },
            { path: '/fine', element: <h1>Fine screen</h1> },
          ]}
        >
          <Layout />
        </Routes>
      </MemoryRouter>
    </I18nProvider>,
  );
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Something went wrong. Please reload the page.',
  );
  expect(screen.getByRole('link', { name: 'Fine' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: 'Fine' }));
  expect(await screen.findByRole('heading', { name: 'Fine screen' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
});
