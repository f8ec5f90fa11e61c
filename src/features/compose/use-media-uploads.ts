import { useLingui } from '@lingui/react/macro';
import { useEffect, useEffectEvent, useRef } from 'react';
import type { MediaAction, MediaItem } from '../../lib/compose/media-draft';
import type { MediaLimits } from '../../lib/compose/media-limits';
import { runUpload, MediaUploadError } from '../../state/media-upload';
import { useSession } from '../../state/session';
import { uploadFailure } from './media-messages';

const isActive = (item: MediaItem) =>
  item.upload.phase === 'uploading' || item.upload.phase === 'processing';

/**
 * Runs one upload per item that needs one: a new file, a retried one, or one that was uploading
 * or processing when the draft was last kept (after a reload). Removing an item stops its upload.
 */
export function useMediaUploads(
  items: readonly MediaItem[],
  dispatch: (action: MediaAction) => void,
  options: { limits: MediaLimits; mediaV2: boolean },
): void {
  const { i18n } = useLingui();
  const session = useSession();
  const jobs = useRef(new Map<string, AbortController>());
  // Uploads outlive renders: they report to the latest dispatch, in the latest language.
  const dispatchLatest = useEffectEvent((action: MediaAction) => dispatch(action));
  const latestOptions = useEffectEvent(() => options);
  const failureMessage = useEffectEvent((error: unknown) => uploadFailure(error, i18n));

  useEffect(() => {
    const running = jobs.current;
    for (const [key, controller] of running) {
      if (!items.some((item) => item.key === key && isActive(item))) {
        controller.abort();
        running.delete(key);
      }
    }
    const token = session.accessToken;
    if (!token) return;
    for (const item of items) {
      if (!isActive(item) || running.has(item.key)) continue;
      const controller = new AbortController();
      running.set(item.key, controller);
      const report = (action: MediaAction) => {
        if (!controller.signal.aborted) dispatchLatest(action);
      };
      runUpload(
        item,
        {
          instance: session.instance,
          accessToken: token,
          client: session.client,
          ...latestOptions(),
          signal: controller.signal,
        },
        report,
      )
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          const failure = failureMessage(error);
          const id = error instanceof MediaUploadError ? error.id : undefined;
          report({ type: 'failed', key: item.key, ...failure, ...(id ? { id } : {}) });
        })
        .finally(() => {
          if (running.get(item.key) === controller) running.delete(item.key);
        });
    }
  }, [items, session]);

  useEffect(() => {
    const running = jobs.current;
    return () => {
      for (const controller of running.values()) controller.abort();
      running.clear();
    };
  }, []);
}
