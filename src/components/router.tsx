/* eslint-disable react-refresh/only-export-components -- one module: the router's hooks and parts */
import {
  createContext,
  startTransition,
  use,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type AnchorHTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import { useRouter } from 'wouter';

/**
 * The app's router: hash addresses (`#/127.0.0.1:8800/l`, `#/s/<id>?q=…`), the screens table
 * matched against them, links and navigation. The only module that imports the router library
 * (wouter, for its path patterns); everything else imports from here.
 */

/** Where the app is: the address after `#`, and what the navigation that led here carried. */
export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** What the navigation passed (`navigate(to, { state })`), kept in its history entry. */
  state: unknown;
  /** One per history entry ("default" for the first): feeds remember focus per entry. */
  key: string;
}

export type To = string | Partial<Pick<Location, 'pathname' | 'search' | 'hash'>>;

export interface NavigateOptions {
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
  state?: unknown;
}

/** Where locations come from and go to: the window's hash, or memory in tests. */
export interface History {
  location(): Location;
  /** The `href` of a link to `path`. */
  href(path: string): string;
  push(path: string, state: unknown): void;
  replace(path: string, state: unknown): void;
  go(delta: number): void;
  /** Called after every change of location; returns the unsubscribe. */
  listen(listener: () => void): () => void;
}

type Params = Readonly<Partial<Record<string, string>>>;

export function parsePath(path: string): Pick<Location, 'pathname' | 'search' | 'hash'> {
  const hashAt = path.indexOf('#');
  const hash = hashAt < 0 ? '' : path.slice(hashAt);
  const rest = hashAt < 0 ? path : path.slice(0, hashAt);
  const searchAt = rest.indexOf('?');
  const search = searchAt < 0 ? '' : rest.slice(searchAt);
  let pathname = (searchAt < 0 ? rest : rest.slice(0, searchAt)) || '/';
  if (!pathname.startsWith('/')) pathname = `/${pathname}`;
  return { pathname, search, hash };
}

function createPath({ pathname = '/', search = '', hash = '' }: Exclude<To, string>): string {
  return pathname + (search && search !== '?' ? search : '') + (hash && hash !== '#' ? hash : '');
}

export function createKey(): string {
  return Math.random().toString(36).slice(2, 10);
}

/** `to` as an absolute path; a bare `?…` or `#…` stays on the current path. */
function resolve(to: To, pathname: string): string {
  if (typeof to !== 'string') return createPath({ pathname, ...to });
  return to.startsWith('?') || to.startsWith('#') ? pathname + to : to;
}

interface EntryState {
  /** What the navigation passed. */
  usr?: unknown;
  key?: string;
  /** The entry's place in the app's history: 0 for the first. */
  idx?: number;
}

function entryState(): EntryState {
  const state: unknown = window.history.state;
  return state && typeof state === 'object' ? state : {};
}

/** Whether the app's history holds a screen before this one (each entry carries its index). */
export function hasEarlierScreen(): boolean {
  const { idx } = entryState();
  return typeof idx === 'number' && idx > 0;
}

/** The window's address after `#`; each entry's state holds what was passed, a key and its index. */
function createHashHistory(): History {
  if (entryState().idx == null) window.history.replaceState({ ...entryState(), idx: 0 }, '');
  const listeners = new Set<() => void>();
  const write = (method: 'pushState' | 'replaceState', path: string, usr: unknown) => {
    const idx = (entryState().idx ?? 0) + (method === 'pushState' ? 1 : 0);
    window.history[method]({ usr, key: createKey(), idx } satisfies EntryState, '', `#${path}`);
    listeners.forEach((listener) => listener());
  };
  return {
    location() {
      const { usr = null, key = 'default' } = entryState();
      return { ...parsePath(window.location.hash.slice(1)), state: usr, key };
    },
    href: (path) => `#${path}`,
    push: (path, state) => write('pushState', path, state),
    replace: (path, state) => write('replaceState', path, state),
    go: (delta) => window.history.go(delta),
    listen(listener) {
      listeners.add(listener);
      // Back, forward and addresses typed or followed (`<a href="#/…">`).
      window.addEventListener('popstate', listener);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('popstate', listener);
      };
    },
  };
}

const RouterContext = createContext<{ history: History; location: Location } | null>(null);

/**
 * Provides the location. A change of location renders as a transition, so a screen whose code is
 * still loading keeps the one before in place until it is there.
 */
export function Router({ history, children }: { history: History; children: ReactNode }) {
  const [location, setLocation] = useState(() => history.location());
  useLayoutEffect(
    () =>
      history.listen(() => {
        const next = history.location();
        startTransition(() => setLocation(next));
      }),
    [history],
  );
  const value = useMemo(() => ({ history, location }), [history, location]);
  return <RouterContext value={value}>{children}</RouterContext>;
}

export function HashRouter({ children }: { children: ReactNode }) {
  const [history] = useState(createHashHistory);
  return <Router history={history}>{children}</Router>;
}

function useRouterContext() {
  const value = use(RouterContext);
  if (!value) throw new Error('Router hooks are used inside a <Router>.');
  return value;
}

export function useLocation(): Location {
  return useRouterContext().location;
}

export interface NavigateFunction {
  (to: To, options?: NavigateOptions): void;
  /** Through the history: -1 is back. */
  (delta: number): void;
}

export function useNavigate(): NavigateFunction {
  const { history, location } = useRouterContext();
  const { pathname } = location;
  return useCallback(
    (to: To | number, { replace, state = null }: NavigateOptions = {}) => {
      if (typeof to === 'number') history.go(to);
      else history[replace ? 'replace' : 'push'](resolve(to, pathname), state);
    },
    [history, pathname],
  );
}

/** The address of `to` as a link's `href` (`#/…`). */
export function useHref(to: To): string {
  const { history, location } = useRouterContext();
  return history.href(resolve(to, location.pathname));
}

export function useSearchParams(): [
  URLSearchParams,
  (next: URLSearchParams | Record<string, string>, options?: NavigateOptions) => void,
] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: URLSearchParams | Record<string, string>, options?: NavigateOptions) =>
      navigate(`?${new URLSearchParams(next).toString()}`, options),
    [navigate],
  );
  return [params, setParams];
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link within the app. A plain click (after `onClick`, unless it prevented it) navigates; a
 * modified or middle click, or another target, is left to the browser. A link to where the app
 * already is replaces the entry rather than adding one.
 */
export function Link({ to, replace, state = null, onClick, target, ...props }: LinkProps) {
  const { history, location } = useRouterContext();
  const path = resolve(to, location.pathname);
  return (
    <a
      {...props}
      target={target}
      href={history.href(path)}
      onClick={(event) => {
        onClick?.(event);
        if (
          event.defaultPrevented ||
          event.button !== 0 ||
          (target && target !== '_self') ||
          event.metaKey ||
          event.altKey ||
          event.ctrlKey ||
          event.shiftKey
        )
          return;
        event.preventDefault();
        const here = replace ?? path === createPath(location);
        history[here ? 'replace' : 'push'](path, state);
      }}
    />
  );
}

/**
 * A link marked `active` (class and `aria-current="page"`) while the app is at its path or, unless
 * `end`, below it.
 */
export function NavLink({ end, className, ...props }: LinkProps & { end?: boolean }) {
  const { pathname } = useLocation();
  const here = pathname.toLowerCase();
  const there = parsePath(resolve(props.to, pathname)).pathname.toLowerCase();
  const slashAt = there !== '/' && there.endsWith('/') ? there.length - 1 : there.length;
  const active = here === there || (!end && here.startsWith(there) && here.charAt(slashAt) === '/');
  return (
    <Link
      {...props}
      className={[className, active && 'active'].filter(Boolean).join(' ') || undefined}
      aria-current={active ? 'page' : undefined}
    />
  );
}

/** Goes to `to` once shown. */
export function Navigate({ to, replace, state }: { to: To; replace?: boolean; state?: unknown }) {
  const navigate = useNavigate();
  const path = typeof to === 'string' ? to : createPath(to);
  useEffect(() => navigate(path, { replace, state }), [navigate, path, replace, state]);
  return null;
}

export interface RouteDef {
  /** A pattern: `/s/:statusId`, `/:instance?/l` (an optional segment), `*` (any path). */
  path: string;
  element: ReactNode;
}

const ParamsContext = createContext<Params>({});
const OutletContext = createContext<ReactNode>(null);

/** The params of the matched route (decoded), read anywhere under `<Routes>`. */
export function useParams<T extends Record<string, string | undefined> = Params>(): Partial<T> {
  return use(ParamsContext) as Partial<T>;
}

/** The matched route's element, within the layout around it. */
export function Outlet() {
  return use(OutletContext);
}

/** Each path segment decoded, a `/` in one kept as `%2F` so it stays within its segment. */
function decodePath(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment).replace(/\//g, '%2F');
      } catch {
        return segment;
      }
    })
    .join('/');
}

/**
 * The route for `pathname`: of those that match, the most specific (more static segments, then
 * params, a wildcard least), the first of equals.
 */
function matchRoutes(
  parse: ReturnType<typeof useRouter>['parser'],
  routes: readonly RouteDef[],
  pathname: string,
) {
  const decoded = decodePath(pathname);
  let best: { route: RouteDef; params: Params; score: number } | null = null;
  for (const route of routes) {
    const { pattern, keys } = parse(route.path);
    const found = pattern.exec(decoded);
    if (!found) continue;
    const params: Record<string, string | undefined> = {};
    if (Array.isArray(keys))
      keys.forEach((key, index) => {
        params[key] = found[index + 1]?.replace(/%2F/g, '/');
      });
    let score = 0;
    for (const segment of route.path.split('/')) {
      if (segment === '*') score -= 2;
      else if (segment.startsWith(':'))
        score += params[segment.slice(1).replace(/\?$/, '')] === undefined ? 0 : 4;
      else if (segment) score += 11;
    }
    if (!best || score > best.score) best = { route, params, score };
  }
  return best;
}

/**
 * Shows the route matching the location: `children` (a layout holding `<Outlet />`) around its
 * element, or the element alone. Its params serve the whole tree below, the layout included.
 */
export function Routes({
  routes,
  children,
}: {
  routes: readonly RouteDef[];
  children?: ReactNode;
}) {
  const { pathname } = useLocation();
  const { parser } = useRouter();
  const match = useMemo(() => matchRoutes(parser, routes, pathname), [parser, routes, pathname]);
  if (!match) return null;
  return (
    <ParamsContext value={match.params}>
      <OutletContext value={match.route.element}>{children ?? match.route.element}</OutletContext>
    </ParamsContext>
  );
}
