import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context';
import accounts from './accounts';
import accountStatuses from './account-statuses';
import images from './images';
import instance from './instance';
import media from './media';
import oauth from './oauth';
import oauthPages from './oauth-pages';
import relationships from './relationships';
import statusActions from './status-actions';
import statuses from './statuses';
import timelines from './timelines';
import accountActions from './account-actions';
import filterItems from './filter-items';
import filters from './filters';
import lists from './lists';
import sandboxAdmin from './sandbox-admin';
import statusExtras from './status-extras';
import tags from './tags';
import announcements from './announcements';
import blocksMutes from './blocks-mutes';
import bookmarksFavourites from './bookmarks-favourites';
import conversations from './conversations';
import domainBlocks from './domain-blocks';
import followRequests from './follow-requests';
import markers from './markers';
import notificationRequests from './notification-requests';
import notifications from './notifications';
import notificationsGrouped from './notifications-grouped';
import push from './push';
import polls from './polls';
import registrations from './registrations';
import reports from './reports';
import scheduledStatuses from './scheduled-statuses';
import search from './search';
import services from './services';
import lingva from './lingva';
import trends from './trends';
import type { RouteFamily } from './types';

/** Every route family, one file each. Add a new family by writing routes/<family>.ts and listing it here. */
const ROUTE_FAMILIES: RouteFamily[] = [
  images,
  oauth,
  oauthPages,
  instance,
  accounts,
  accountStatuses,
  relationships,
  statuses,
  statusActions,
  timelines,
  media,
  lists,
  filters,
  filterItems,
  tags,
  statusExtras,
  accountActions,
  sandboxAdmin,
  announcements,
  blocksMutes,
  bookmarksFavourites,
  conversations,
  domainBlocks,
  followRequests,
  markers,
  notificationRequests,
  notifications,
  notificationsGrouped,
  polls,
  push,
  registrations,
  reports,
  scheduledStatuses,
  search,
  services,
  lingva,
  trends,
];

export function registerRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  for (const family of ROUTE_FAMILIES) family(app, ctx);
}
