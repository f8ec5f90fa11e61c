import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { HashRouter, Routes } from '../components/router';
import { OAuthCallbackGate } from '../features/auth/OAuthCallbackGate';
import { i18n } from '../i18n/i18n';
import { useLivePosts } from '../state/live-posts';
import { useSession } from '../state/session';
import { routes } from './routes';
import { ScreenErrorBoundary } from './ScreenOutlet';
import { Shell } from './Shell';

function AppRouter() {
  useLivePosts();
  return (
    <HashRouter>
      <ScreenErrorBoundary whole>
        <Routes routes={routes}>
          <Shell />
        </Routes>
      </ScreenErrorBoundary>
    </HashRouter>
  );
}

/** Server data lives in one query cache per `instance:account`. */
function SessionQueryCache() {
  const { queryClient } = useSession();
  return (
    <QueryClientProvider client={queryClient}>
      <AppRouter />
    </QueryClientProvider>
  );
}

export function App() {
  return (
    <I18nProvider i18n={i18n}>
      <OAuthCallbackGate>
        <SessionQueryCache />
      </OAuthCallbackGate>
    </I18nProvider>
  );
}
