import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { activateLocale } from './i18n/i18n';
import { initialLocale } from './i18n/locale-preference';
import { followOtherTabs } from './state/session';
import './styles/base.css';
import './styles/shell.css';
import './styles/content.css';
import './styles/status.css';

followOtherTabs();

void initialLocale()
  .then(activateLocale)
  .then(() => {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
