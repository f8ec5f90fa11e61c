import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { afterEach, expect, test, vi } from 'vitest';
import { ModalDialog } from './ModalDialog';
import { useDismiss } from './use-dismiss';

afterEach(cleanup);

function Popover({ closeOnOutside }: { closeOnOutside?: boolean }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useDismiss(open, () => setOpen(false), { inside: root, opener: button, closeOnOutside });
  return (
    <div ref={root}>
      <button ref={button} type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
        Options
      </button>
      {open && (
        <div role="group" aria-label="Panel">
          <button type="button">Inside</button>
        </div>
      )}
    </div>
  );
}

test('Escape closes the popover and focus goes back to the button that opened it', async () => {
  const user = userEvent.setup();
  render(<Popover />);
  await user.click(screen.getByRole('button', { name: 'Options' }));
  await user.click(screen.getByRole('button', { name: 'Inside' }));
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('group', { name: 'Panel' })).toBeNull();
  expect(screen.getByRole('button', { name: 'Options' })).toHaveFocus();
});

test('focus the person moved elsewhere stays there; a press outside closes it too', async () => {
  const user = userEvent.setup();
  render(
    <>
      <Popover />
      <button type="button">Elsewhere</button>
    </>,
  );
  await user.click(screen.getByRole('button', { name: 'Options' }));
  screen.getByRole('button', { name: 'Elsewhere' }).focus();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('group', { name: 'Panel' })).toBeNull();
  expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();

  await user.click(screen.getByRole('button', { name: 'Options' }));
  await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
  expect(screen.queryByRole('group', { name: 'Panel' })).toBeNull();
});

test('a popover inside a dialog closes alone: the dialog stays open', async () => {
  const user = userEvent.setup();
  const cancel = vi.fn();
  render(
    <ModalDialog labelledBy="title" onCancel={cancel}>
      <h2 id="title">Compose</h2>
      <Popover closeOnOutside={false} />
    </ModalDialog>,
  );
  await user.click(screen.getByRole('button', { name: 'Options' }));
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('group', { name: 'Panel' })).toBeNull();
  expect(cancel).not.toHaveBeenCalled();
  await user.keyboard('{Escape}');
  expect(cancel).toHaveBeenCalledTimes(1);
});

test('a dialog opened over the popover keeps its own Escape', async () => {
  const user = userEvent.setup();
  const cancel = vi.fn();
  function AskingPopover() {
    const [asking, setAsking] = useState(false);
    return (
      <>
        <Popover />
        <button type="button" onClick={() => setAsking(true)}>
          Ask
        </button>
        {asking && (
          <ModalDialog labelledBy="q" onCancel={cancel}>
            <h2 id="q">Sure?</h2>
            <button type="button">No</button>
          </ModalDialog>
        )}
      </>
    );
  }
  render(<AskingPopover />);
  await user.click(screen.getByRole('button', { name: 'Options' }));
  screen.getByRole('button', { name: 'Ask' }).click();
  await screen.findByRole('dialog');
  screen.getByRole('button', { name: 'No' }).focus();
  await user.keyboard('{Escape}');
  expect(cancel).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('group', { name: 'Panel' })).toBeInTheDocument();
});
