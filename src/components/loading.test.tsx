import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, expect, test } from 'vitest';
import { activateLocale, i18n } from '../i18n/i18n';
import { Loading } from './Loading';

beforeAll(() => activateLocale('en'));
afterEach(cleanup);

const renderLoading = (props: Parameters<typeof Loading>[0] = {}) =>
  render(
    <I18nProvider i18n={i18n}>
      <Loading {...props} />
    </I18nProvider>,
  );

test('loading is announced as a status named "Loading", not shown as the word', () => {
  const { container } = renderLoading();
  const status = screen.getByRole('status', { name: 'Loading' });
  expect(status).toHaveTextContent('Loading');
  // The word is for screen readers only; sighted readers see the outline of rows.
  expect(screen.getByText('Loading')).toHaveClass('visually-hidden');
  expect(container.textContent).not.toContain('…');
});

test('posts show an avatar and three lines a row; list rows one line; the outline is hidden from screen readers', () => {
  renderLoading();
  const rows = screen.getByRole('status').querySelectorAll('.skeleton-row');
  expect(rows).toHaveLength(3);
  for (const row of rows) {
    expect(row).toHaveAttribute('aria-hidden', 'true');
    expect(row.querySelectorAll('.skeleton-avatar')).toHaveLength(1);
    expect(row.querySelectorAll('.skeleton-line')).toHaveLength(3);
  }
});

test('list rows are one line each, as many as asked', () => {
  renderLoading({ shape: 'rows', rows: 5 });
  const rows = screen.getByRole('status').querySelectorAll('.skeleton-row');
  expect(rows).toHaveLength(5);
  expect(rows[0].querySelectorAll('.skeleton-line')).toHaveLength(1);
});
