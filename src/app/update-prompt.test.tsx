import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import { afterEach, beforeAll, expect, test, vi } from 'vitest';
import { activateLocale, i18n } from '../i18n/i18n';
import { UpdatePrompt } from './UpdatePrompt';

beforeAll(() => activateLocale('en'));
afterEach(cleanup);

function renderPrompt(waiting: boolean) {
  const onReload = vi.fn();
  const onDismiss = vi.fn();
  render(
    <I18nProvider i18n={i18n}>
      <UpdatePrompt waiting={waiting} onReload={onReload} onDismiss={onDismiss} />
    </I18nProvider>,
  );
  return { onReload, onDismiss };
}

test('a waiting version is announced; Reload lets it take over', async () => {
  const { onReload, onDismiss } = renderPrompt(true);
  expect(screen.getByRole('status')).toHaveTextContent('A new version is available.');
  await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
  expect(onReload).toHaveBeenCalledOnce();
  await userEvent.click(screen.getByRole('button', { name: 'Later' }));
  expect(onDismiss).toHaveBeenCalledOnce();
});

test('nothing is shown while no new version waits', () => {
  renderPrompt(false);
  expect(screen.queryByText('A new version is available.')).toBeNull();
});
