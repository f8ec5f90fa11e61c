import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from '../../test/memory-router';
import { useLocation } from '../router';
import { useSession } from '../../state/session';
import { StatusCard, type StatusCardProps } from '../StatusCard';

function CurrentPath() {
  const location = useLocation();
  return (
    <div data-testid="location">
      {location.pathname}
      {location.search}
    </div>
  );
}

/** Posts inside the session's query cache and a router, plus the current path for assertions. */
export function Cards({ cards }: { cards: StatusCardProps[] }) {
  const { queryClient } = useSession();
  return (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        {cards.map((props, index) => (
          <StatusCard key={index} {...props} />
        ))}
        <CurrentPath />
      </MemoryRouter>
    </QueryClientProvider>
  );
}
