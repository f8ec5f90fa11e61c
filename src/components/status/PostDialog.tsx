import { useId, type ReactNode } from 'react';
import { ModalDialog } from '../ModalDialog';
import '../../styles/post-dialog.css';

interface PostDialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/** A modal dialog about a post (report, mute), titled; Escape or the backdrop closes it. */
export function PostDialog({ title, onClose, children }: PostDialogProps) {
  const titleId = useId();
  return (
    <ModalDialog className="post-dialog" labelledBy={titleId} onCancel={onClose} closeOnBackdrop>
      <h2 id={titleId} className="post-dialog-title">
        {title}
      </h2>
      {children}
    </ModalDialog>
  );
}
