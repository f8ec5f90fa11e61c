import { requireUser } from '../http/auth';
import { asString, asStringArray, bodyAsParams, type Params } from '../http/params';
import { iso } from '../serializers/urls';
import { userState, type MarkerRecord, type MarkerTimeline } from '../store/user-state';
import type { RouteFamily } from './types';

const TIMELINES: MarkerTimeline[] = ['home', 'notifications'];

const serializeMarker = (marker: MarkerRecord) => ({
  last_read_id: marker.lastReadId,
  version: marker.version,
  updated_at: iso(marker.updatedAt),
});

/** Read positions of the home timeline and notifications, with a version bumped on every save. */
const markers: RouteFamily = (app, ctx) => {
  const markersOf = (accountId: string) => {
    const state = userState(ctx.store);
    let map = state.markers.get(accountId);
    if (!map) {
      map = new Map();
      state.markers.set(accountId, map);
    }
    return map;
  };

  app.get('/api/v1/markers', (request) => {
    const viewer = requireUser(ctx, request, 'read:statuses');
    const asked = asStringArray((request.query as Params).timeline) ?? [];
    const own = markersOf(viewer.id);
    const body: Record<string, ReturnType<typeof serializeMarker>> = {};
    for (const timeline of TIMELINES) {
      const marker = own.get(timeline);
      if (marker && asked.includes(timeline)) body[timeline] = serializeMarker(marker);
    }
    return body;
  });

  app.post('/api/v1/markers', (request) => {
    const viewer = requireUser(ctx, request, 'write:statuses');
    const params = bodyAsParams(request.body);
    const own = markersOf(viewer.id);
    const body: Record<string, ReturnType<typeof serializeMarker>> = {};
    for (const timeline of TIMELINES) {
      const entry = params[timeline];
      const lastReadId =
        entry && typeof entry === 'object' ? asString((entry as Params).last_read_id) : undefined;
      if (!lastReadId) continue;
      const previous = own.get(timeline);
      const marker = {
        lastReadId,
        version: (previous?.version ?? -1) + 1,
        updatedAt: Date.now(),
      };
      own.set(timeline, marker);
      body[timeline] = serializeMarker(marker);
    }
    return body;
  });
};

export default markers;
