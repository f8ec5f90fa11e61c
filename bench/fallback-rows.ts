import { notAvailable, type Row } from './report';

type RowsFor = (why: string) => Row[];

const naRows =
  (...specs: [id: string, metric: string][]): RowsFor =>
  (why) =>
    specs.map(([id, metric]) => notAvailable(id, metric, why));

/** The rows a step reports when it cannot run at all. */
export const UNMEASURED = {
  bundle: naRows(
    ['initial_js_gzip', 'initial JS (gzip)'],
    ['initial_css_gzip', 'initial CSS (gzip)'],
    ['sw_precache_gzip', 'service worker precache (gzip)'],
  ),
  firstPost: naRows(
    ['ttfp_cold', 'time to first post, cold'],
    ['js_before_first_post', 'JS fetched before the first post (gzip)'],
    ['ttfp_warm', 'time to first post, warm'],
    ['ttfp_warm_sw', 'time to first post, second visit (service worker)'],
  ),
  phone: naRows(
    ['ttfp_cold_phone', 'time to first post, cold, phone (4× CPU, slow 4G)'],
    ['ttfp_warm_phone', 'time to first post, warm, phone (4× CPU, slow 4G)'],
    [
      'ttfp_warm_sw_phone',
      'time to first post, second visit (service worker), phone (4× CPU, slow 4G)',
    ],
  ),
  layoutShift: naRows(
    ['cls_home_load', 'layout shift, first load of Home'],
    ['cls_navigation', 'layout shift, Home → Local → Notifications → Home'],
    [
      'cls_navigation_after_input',
      'layout shift, Home → Local → Notifications → Home, within 500 ms of a click',
    ],
    ['cls_open_post', 'layout shift, opening a post from Home'],
    [
      'cls_open_post_after_input',
      'layout shift, opening a post from Home, within 500 ms of a click',
    ],
  ),
  feed: naRows(
    ['longtask_load_2000_longest', 'loading 2000 posts into Home: longest task'],
    ['heap_800', 'JS heap, 800 posts'],
    ['dom_800', 'DOM elements, 800 posts'],
    ['heap_5000', 'JS heap, 5000 posts'],
    ['dom_5000', 'DOM elements, 5000 posts'],
  ),
  longTasks: naRows(['longtask_load_2000_longest', 'loading 2000 posts into Home: longest task']),
  scroll: naRows(['scroll_longest', 'scrolling: longest task']),
  thread: naRows(['thread_open', 'open 1000-reply thread']),
  storm: naRows(['storm', 'storm']),
  notifications: naRows(
    ['notifications_heap', 'JS heap, 1000 notifications'],
    ['notifications_dom', 'DOM elements, 1000 notifications'],
    ['notification_storm_longest', 'notification storm of 200: longest task'],
  ),
  columns: naRows(
    ['columns_longest', '9 columns, streamed posts: longest task'],
    ['columns_heap', '9 columns, streamed posts: JS heap'],
    ['columns_dom', '9 columns, streamed posts: DOM elements'],
  ),
  composer: naRows(
    ['composer_open_first', 'composer opens after n, first time'],
    ['composer_open_again', 'composer opens after n, again'],
    ['composer_typing_longest', 'typing 500 characters: longest task'],
  ),
} satisfies Record<string, RowsFor>;

export const UNMEASURED_IN_BROWSER: RowsFor = (why) =>
  [
    UNMEASURED.firstPost,
    UNMEASURED.phone,
    UNMEASURED.layoutShift,
    UNMEASURED.feed,
    UNMEASURED.scroll,
    UNMEASURED.thread,
    UNMEASURED.storm,
    UNMEASURED.notifications,
    UNMEASURED.columns,
    UNMEASURED.composer,
  ].flatMap((rowsFor) => rowsFor(why));
