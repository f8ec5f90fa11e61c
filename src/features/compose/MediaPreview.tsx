import { useCallback } from 'react';

/**
 * A still preview of a draft's file: the local file while the draft has it (its object URL let
 * go of with the element), else the server's preview.
 */
export function MediaPreview({ file, url }: { file: Blob | null; url: string | null }) {
  const attach = useCallback(
    (image: HTMLImageElement | null) => {
      if (!image || !file) return;
      const local = URL.createObjectURL(file);
      image.src = local;
      return () => URL.revokeObjectURL(local);
    },
    [file],
  );
  if (file) return <img ref={attach} alt="" draggable={false} />;
  return url ? <img src={url} alt="" draggable={false} /> : null;
}
