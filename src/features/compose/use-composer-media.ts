import { useLingui } from '@lingui/react/macro';
import { useState, type ClipboardEvent, type DragEvent } from 'react';
import type { ComposerAction, ComposerState } from '../../lib/compose/composer';
import {
  mediaHold,
  newMediaItem,
  type MediaAction,
  type MediaItem,
} from '../../lib/compose/media-draft';
import {
  addProblem,
  descriptionLeft,
  mediaKindOf,
  mediaLimitsOf,
} from '../../lib/compose/media-limits';
import { useCapabilities } from '../../state/capabilities';
import { useInstance } from '../../state/instance-queries';
import { saveMediaAttributes } from '../../state/media-upload';
import { useSession } from '../../state/session';
import { addProblemMessage } from './media-messages';
import { useMediaUploads } from './use-media-uploads';

/** The drag data type of files. */
const FILES = 'Files';

/** What keeps the post from being sent while its media are not ready. */
export type MediaHold = 'uploading' | 'failed' | 'description';

/**
 * The draft's media: uploads run for it, and files come in by the picker, by paste and by drop
 * onto the composer (`dropTarget` goes on the form).
 */
export function useComposerMedia(
  draft: ComposerState,
  dispatchDraft: (action: ComposerAction) => void,
) {
  const { i18n } = useLingui();
  const session = useSession();
  const instance = useInstance(session.instance);
  const { capabilities } = useCapabilities(session.instance);
  const limits = mediaLimitsOf(instance.data, capabilities.software);
  const [problem, setProblem] = useState<string | null>(null);
  const items = draft.media;
  const dispatch = (action: MediaAction) => dispatchDraft({ type: 'media', action });
  // Nothing is added next to a poll, nor while the post is being sent.
  const blocked = draft.poll !== null || draft.send.phase === 'sending';
  useMediaUploads(items, dispatch, { limits, mediaV2: capabilities.mediaV2 });

  const hold: MediaHold | null = items.some((item) => descriptionLeft(item.description, limits) < 0)
    ? 'description'
    : mediaHold(items);

  /** Adds files to the draft; `description` starts the alt text of each (a chosen GIF's title). */
  const addFiles = (files: readonly File[], description = '') => {
    if (files.length === 0 || blocked) return;
    const kinds = files.map((file) => mediaKindOf(file.type));
    const refused = addProblem(
      items.map((item) => item.kind),
      kinds,
      limits,
    );
    setProblem(refused && addProblemMessage(refused, i18n));
    if (refused) return;
    dispatch({
      type: 'add',
      items: files.map((file, index) => ({
        ...newMediaItem(crypto.randomUUID(), file, kinds[index]),
        description,
      })),
    });
  };
  const hasFiles = (event: DragEvent) => event.dataTransfer.types.includes(FILES);
  const dropTarget = {
    onDragOver: (event: DragEvent) => {
      if (hasFiles(event) && !blocked) event.preventDefault();
    },
    onDrop: (event: DragEvent) => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      addFiles([...event.dataTransfer.files]);
    },
    onPaste: (event: ClipboardEvent) => {
      const files = [...event.clipboardData.files];
      if (files.length === 0) return;
      event.preventDefault();
      addFiles(files);
    },
  };
  /** Saves alt text and focal points changed since upload, before the post is sent. */
  const saveChanges = (media: readonly MediaItem[]) =>
    saveMediaAttributes(session.client, media, dispatch);
  return { items, limits, dispatch, blocked, hold, addFiles, problem, dropTarget, saveChanges };
}

export type ComposerMediaState = ReturnType<typeof useComposerMedia>;
