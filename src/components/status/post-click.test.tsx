import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { makeStatus } from '../../lib/status-fixture';
import { HOME, renderCards, setupStatusTest } from './status-test-utils';

setupStatusTest();

const post = () =>
  makeStatus({
    id: '70',
    content: '<p>Tide tables <a href="https://tides.example/">here</a></p>',
    account: { id: '9', username: 'alice', acct: 'alice', displayName: 'Alice' },
  });

test('a click on the body opens the post; a link inside it does not', async () => {
  const user = userEvent.setup();
  const open = vi.spyOn(window, 'open').mockReturnValue(null);
  renderCards({ status: post(), instance: HOME });
  await user.click(screen.getByRole('link', { name: 'here' }));
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  await user.click(screen.getByText(/Tide tables/));
  expect(screen.getByTestId('location')).toHaveTextContent(`/${HOME}/s/70`);
  expect(open).not.toHaveBeenCalled();
});

test('ctrl-click opens the post in a new tab and leaves this page where it is', async () => {
  const user = userEvent.setup();
  const open = vi.spyOn(window, 'open').mockReturnValue(null);
  renderCards({ status: post(), instance: HOME });
  await user.keyboard('{Control>}');
  await user.click(screen.getByText(/Tide tables/));
  await user.keyboard('{/Control}');
  expect(open).toHaveBeenCalledWith(`/${HOME}/s/70`, '_blank', 'noopener');
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
});

test('the avatar opens the profile without adding a tab stop; the post stays one', async () => {
  const user = userEvent.setup();
  const { container } = renderCards({ status: post(), instance: HOME });
  const avatarLink = container.querySelector<HTMLAnchorElement>('a.status-avatar')!;
  expect(avatarLink).toHaveAttribute('tabindex', '-1');
  await user.click(avatarLink);
  expect(screen.getByTestId('location')).toHaveTextContent(`/${HOME}/a/9`);
  expect(screen.getByRole('article')).toHaveAttribute('tabindex', '0');
});
