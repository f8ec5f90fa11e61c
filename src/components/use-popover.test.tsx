import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test } from 'vitest';
import { usePopover } from './use-popover';

afterEach(cleanup);

function Tool({ dismiss }: { dismiss?: boolean }) {
  const { open, close, toggle, id, root, button } = usePopover({ dismiss });
  return (
    <>
      <div ref={root}>
        <button ref={button} type="button" aria-expanded={open} aria-controls={id} onClick={toggle}>
          Tool
        </button>
        <div id={id} role="group" aria-label="Panel" hidden={!open}>
          <button type="button">Inside</button>
          <button type="button" onClick={close}>
            Done
          </button>
        </div>
      </div>
      <button type="button">Elsewhere</button>
    </>
  );
}

const tool = () => screen.getByRole('button', { name: 'Tool' });
const panel = () => screen.queryByRole('group', { name: 'Panel' });

test('the button opens and closes the panel it controls', async () => {
  const user = userEvent.setup();
  render(<Tool />);
  expect(tool()).toHaveAttribute('aria-expanded', 'false');
  await user.click(tool());
  expect(tool()).toHaveAttribute('aria-expanded', 'true');
  expect(panel()).toHaveAttribute('id', tool().getAttribute('aria-controls'));
  await user.click(screen.getByRole('button', { name: 'Inside' }));
  expect(panel()).toBeVisible();
  await user.click(tool());
  expect(panel()).toBeNull();
  await user.click(tool());
  await user.click(screen.getByRole('button', { name: 'Done' }));
  expect(panel()).toBeNull();
});

test('Escape closes it and focus goes back to its button', async () => {
  const user = userEvent.setup();
  render(<Tool />);
  await user.click(tool());
  await user.click(screen.getByRole('button', { name: 'Inside' }));
  await user.keyboard('{Escape}');
  expect(panel()).toBeNull();
  expect(tool()).toHaveFocus();
  expect(tool()).toHaveAttribute('aria-expanded', 'false');
});

test('a press outside closes it, leaving focus where the press put it', async () => {
  const user = userEvent.setup();
  render(<Tool />);
  await user.click(tool());
  const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
  await user.click(elsewhere);
  expect(panel()).toBeNull();
  expect(elsewhere).toHaveFocus();
});

test('a menu that closes itself keeps Escape and presses outside to itself', async () => {
  const user = userEvent.setup();
  render(<Tool dismiss={false} />);
  await user.click(tool());
  await user.keyboard('{Escape}');
  await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
  expect(panel()).toBeVisible();
});
