import { useCallback, useRef, useState, type ReactNode } from 'react';
import { ConfirmDialog, type ConfirmQuestion } from './ConfirmDialog';

/**
 * `confirm(question)` resolves true once the person goes ahead, false on Cancel or Escape;
 * `dialog` is rendered where the component renders (null while nothing is asked).
 */
export function useConfirm(): {
  confirm: (question: ConfirmQuestion) => Promise<boolean>;
  dialog: ReactNode;
} {
  const [question, setQuestion] = useState<ConfirmQuestion | null>(null);
  const answer = useRef<(yes: boolean) => void>(() => undefined);
  const confirm = useCallback(
    (next: ConfirmQuestion) =>
      new Promise<boolean>((resolve) => {
        answer.current(false);
        answer.current = resolve;
        setQuestion(next);
      }),
    [],
  );
  const settle = (yes: boolean) => {
    setQuestion(null);
    answer.current(yes);
    answer.current = () => undefined;
  };
  const dialog = question && (
    <ConfirmDialog {...question} onConfirm={() => settle(true)} onCancel={() => settle(false)} />
  );
  return { confirm, dialog };
}
