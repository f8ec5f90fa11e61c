import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { mastodon } from 'masto';
import { expect, test } from 'vitest';
import { makeStatus } from '../../lib/status-fixture';
import { HOME, renderCards, setupStatusTest } from '../status/status-test-utils';

setupStatusTest();

function image(id: string, description: string | null): mastodon.v1.MediaAttachment {
  return {
    id,
    type: 'image',
    url: `https://cdn.example/${id}.png`,
    previewUrl: `https://cdn.example/${id}-small.png`,
    description,
    blurhash: 'LEHV6nWB2yk8pyo0adR*.7kCMdnj',
  };
}

const twoImages = () =>
  makeStatus({ mediaAttachments: [image('a', 'A heron in the reeds'), image('b', null)] });

test('images carry their description as alt text and an ALT badge reveals it', async () => {
  const user = userEvent.setup();
  renderCards({ status: twoImages(), instance: HOME });
  expect(screen.getByRole('img', { name: 'A heron in the reeds' })).toBeInTheDocument();
  const badge = screen.getByRole('button', { name: 'Show description' });
  expect(badge).toHaveTextContent('ALT');
  expect(screen.getByText('A heron in the reeds', { selector: 'p' })).not.toBeVisible();
  await user.click(badge);
  expect(badge).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByText('A heron in the reeds', { selector: 'p' })).toBeVisible();
});

test('Escape closes the description and returns focus to its badge', async () => {
  const user = userEvent.setup();
  renderCards({ status: twoImages(), instance: HOME });
  const badge = screen.getByRole('button', { name: 'Show description' });
  await user.click(badge);
  expect(screen.getByText('A heron in the reeds', { selector: 'p' })).toBeVisible();
  await user.keyboard('{Escape}');
  expect(badge).toHaveAttribute('aria-expanded', 'false');
  expect(screen.getByText('A heron in the reeds', { selector: 'p' })).not.toBeVisible();
  expect(badge).toHaveFocus();
});

test('the viewer is a modal dialog driven by the keyboard, returning focus on Escape', async () => {
  const user = userEvent.setup();
  renderCards({ status: twoImages(), instance: HOME });
  const opener = screen.getByRole('button', { name: 'Open image: A heron in the reeds' });
  await user.click(opener);
  const dialog = await screen.findByRole('dialog', { name: 'Media 1 of 2' });
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
  expect(within(dialog).getByText('A heron in the reeds')).toBeInTheDocument();

  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('dialog', { name: 'Media 2 of 2' })).toBeInTheDocument();
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('dialog', { name: 'Media 1 of 2' })).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Previous' }));
  expect(screen.getByRole('dialog', { name: 'Media 2 of 2' })).toBeInTheDocument();

  // Tab cycles inside the dialog.
  await user.tab();
  await user.tab();
  await user.tab();
  expect(dialog).toContainElement(document.activeElement as HTMLElement);

  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(opener).toHaveFocus();
});

test('sensitive media stays covered until the reader asks', async () => {
  const user = userEvent.setup();
  renderCards({
    status: makeStatus({ sensitive: true, mediaAttachments: [image('a', 'Private')] }),
    instance: HOME,
  });
  expect(screen.queryByRole('img', { name: 'Private' })).toBeNull();
  const toggle = screen.getByRole('button', { name: 'Show sensitive media' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await user.click(toggle);
  expect(screen.getByRole('img', { name: 'Private' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Hide sensitive media' })).toBeInTheDocument();
});

test('GIF-like videos are muted and looping; video and audio get controls', () => {
  const media = [
    {
      id: 'g',
      type: 'gifv',
      url: 'https://cdn.example/g.mp4',
      previewUrl: null,
      description: 'Dancing cat',
    },
    {
      id: 'v',
      type: 'video',
      url: 'https://cdn.example/v.mp4',
      previewUrl: null,
      description: null,
    },
    {
      id: 'a',
      type: 'audio',
      url: 'https://cdn.example/a.mp3',
      previewUrl: null,
      description: null,
    },
  ] as unknown as mastodon.v1.MediaAttachment[];
  const { container } = renderCards({
    status: makeStatus({ mediaAttachments: media }),
    instance: HOME,
  });
  const gif = container.querySelector<HTMLVideoElement>('video.media-gifv');
  expect(gif?.muted).toBe(true);
  expect(gif).toHaveAttribute('loop');
  expect(gif).not.toHaveAttribute('autoplay');
  expect(container.querySelector('.media-video video')).toHaveAttribute('controls');
  expect(container.querySelector('audio')).toHaveAttribute('controls');
});

test('a cropped image keeps its focal point in view', () => {
  const focused = {
    ...image('f', 'A boat low on the right'),
    meta: { focus: { x: 0.5, y: -0.5 } },
  };
  renderCards({
    status: makeStatus({ mediaAttachments: [focused, image('g', null)] }),
    instance: HOME,
  });
  expect(screen.getByRole('img', { name: 'A boat low on the right' })).toHaveStyle({
    objectPosition: '75% 75%',
  });
});

test('a lone portrait keeps its shape; lone audio is a bar; two to four fill a grid', () => {
  const portrait = {
    ...image('p', 'Tall'),
    meta: { original: { width: 450, height: 800, size: '450x800', aspect: 0.5625 } },
  };
  const { container } = renderCards({
    status: makeStatus({ mediaAttachments: [portrait] }),
    instance: HOME,
  });
  const media = container.querySelector('.media') as HTMLElement;
  expect(media).toHaveClass('media-single');
  expect(media.style.getPropertyValue('--media-ratio')).toBe('0.75');
  expect(container.querySelector('.media-grid')).toHaveClass('media-count-1');
});
