import { useLingui } from '@lingui/react/macro';
import { ArrowLeft } from 'lucide-react';
import { useGoBack } from './use-go-back';

/** The title bar's Back arrow: its name is said always, and shown where there is room. */
export function BackButton() {
  const { t } = useLingui();
  const goBack = useGoBack();
  return (
    <button type="button" className="button back-button" onClick={goBack}>
      <ArrowLeft className="icon icon-directional" aria-hidden="true" />
      <span className="back-label">
        {t({ message: 'Back', comment: 'Button: returns to the previous page' })}
      </span>
    </button>
  );
}
