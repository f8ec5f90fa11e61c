import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadScreen } from './app/routes';
import { activateLocale, loadRestOfCatalog } from './i18n/i18n';
import { initialLocale } from './i18n/locale-preference';
import { settleOnFirstUse, whenSettled } from './state/app-settled';
import { registerServiceWorker } from './state/app-update';
import { applyStoredAppearance } from './state/appearance';
import { followOtherTabs } from './state/session';
import './styles/tokens.css';
import './styles/base.css';
import './styles/shell.css';
import './styles/content.css';
import './styles/status.css';

// Theme and text size before anything is drawn.
applyStoredAppearance();
followOtherTabs();
settleOnFirstUse();
registerServiceWorker();
preloadScreen(location.hash.replace(/^#/, ''));

void initialLocale()
  .then(activateLocale)
  .then(() => {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
    // The messages of the other screens and dialogs, once the first posts are shown.
    whenSettled(() => setTimeout(() => void loadRestOfCatalog().catch(() => undefined)));
  });
