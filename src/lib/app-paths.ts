/** Builders for the app's own hash-route paths, shared by every screen that links elsewhere. */
export const appPaths = {
  home: () => '/',
  login: (instance?: string) =>
    instance ? `/login?instance=${encodeURIComponent(instance)}` : '/login',
  local: () => '/l',
  federated: () => '/p',
  settings: () => '/settings',
  /** A post on a given instance: `/{instance}/s/{statusId}`. */
  status: (instance: string, id: string) => `/${instance}/s/${encodeURIComponent(id)}`,
  account: (instance: string, id: string) => `/${instance}/a/${encodeURIComponent(id)}`,
};
