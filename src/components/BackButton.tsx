import { useLingui } from '@lingui/react/macro';
import { hasEarlierScreen, useLocation, useNavigate } from './router';
import { parentPath } from '../lib/navigation';

/** Back to the screen before, or, opened here from elsewhere, up to this screen's parent. */
export function BackButton() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <button
      type="button"
      className="button back-button"
      onClick={() => {
        if (hasEarlierScreen()) navigate(-1);
        else navigate(parentPath(pathname), { replace: true });
      }}
    >
      <svg
        viewBox="0 0 24 24"
        width="20"
        height="20"
        className="icon-directional"
        aria-hidden="true"
        focusable="false"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M19 12H5M11 6l-6 6 6 6" />
      </svg>
      {t({ message: 'Back', comment: 'Button: returns to the previous page' })}
    </button>
  );
}
