/**
 * Code that runs inside the page. The init script is plain JavaScript (Playwright injects it before
 * the app's own scripts, past the CSP). `__name` is defined because tsx keeps function names with
 * an `__name(...)` helper that functions handed to `page.evaluate` would otherwise not find.
 */
import type { LayoutShift } from './layout-shift';

export const INIT_SCRIPT = `
globalThis.__name ??= (fn) => fn;
(() => {
  const bench = (window.__bench = { firstPostAt: null, longTasks: [], layoutShifts: [], seen: new Set() });
  // The element that scrolls the feed: its nearest scrollable ancestor, else the page.
  bench.scroller = () => {
    const feed = document.querySelector('[role="feed"]');
    for (let node = feed?.parentElement; node; node = node.parentElement) {
      if (/(auto|scroll)/.test(getComputedStyle(node).overflowY) && node.scrollHeight > node.clientHeight)
        return node;
    }
    return document.scrollingElement ?? document.documentElement;
  };
  // The default buffer keeps 250 entries; a long timeline makes more requests than that.
  performance.setResourceTimingBufferSize(20000);
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {}
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        bench.layoutShifts.push({
          start: entry.startTime,
          value: entry.value,
          hadRecentInput: entry.hadRecentInput,
          // What moved: the element (tag, id, first classes) and how far its top and height went.
          sources: (entry.sources ?? []).map((source) => {
            const node = source.node;
            const element = node && node.nodeType === 1 ? node : node?.parentElement;
            const name = element
              ? element.tagName.toLowerCase() + (element.id ? '#' + element.id : '') +
                [...element.classList].slice(0, 2).map((name) => '.' + name).join('')
              : '(gone)';
            const was = source.previousRect, now = source.currentRect;
            return name + ' y ' + Math.round(was.y) + '→' + Math.round(now.y) + ' h ' + Math.round(was.height) + '→' + Math.round(now.height);
          }),
        });
    }).observe({ type: 'layout-shift', buffered: true });
  } catch {}
  const feedArticleVisible = () => {
    const feed = document.querySelector('[role="feed"]');
    const articles = (feed ?? document.querySelector('main') ?? document).querySelectorAll('article');
    for (const article of articles) {
      const rect = article.getBoundingClientRect();
      if (rect.height > 0 && rect.bottom > 0 && rect.top < innerHeight) return true;
    }
    return false;
  };
  // Checked every frame rather than on DOM changes: a restored scroll position can bring a post into view without any.
  const giveUpAt = performance.now() + 60000;
  const check = (now) => {
    if (location.hash.match(/^#\\/?$|^$/) && feedArticleVisible()) bench.firstPostAt = now;
    else if (now < giveUpAt) requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();
`;

export interface LongTask {
  start: number;
  duration: number;
}

export interface BenchGlobal {
  firstPostAt: number | null;
  longTasks: LongTask[];
  layoutShifts: LayoutShift[];
  /** posts seen in the DOM, when the feed does not say how many it has loaded */
  seen: Set<string>;
  scroller: () => Element;
}

declare global {
  interface Window {
    __bench: BenchGlobal;
  }
}

export interface FeedState {
  /** the feed's data-loaded-count, or null when the attribute is missing */
  attribute: number | null;
  /** distinct posts seen in the DOM so far (the fallback count) */
  seen: number;
  hasFeedRole: boolean;
  /** the feed announces its full size (aria-setsize), so everything there is has been loaded */
  complete: boolean;
}

/** Scrolls the feed's scroller to the bottom (and presses "Load more" if there is one) until `target` posts are loaded or `ms` pass. */
export async function loadFeedUntil(arg: { target: number; ms: number }): Promise<FeedState> {
  const { seen, scroller } = window.__bench;
  const deadline = performance.now() + arg.ms;
  const read = (): FeedState => {
    const feed = document.querySelector('[role="feed"]');
    const raw = feed?.getAttribute('data-loaded-count');
    const complete = [...(feed?.querySelectorAll('[aria-setsize]') ?? [])].some(
      (row) => Number(row.getAttribute('aria-setsize')) > 0,
    );
    if (raw !== null && raw !== undefined)
      return { attribute: Number(raw), seen: seen.size, hasFeedRole: true, complete };
    for (const article of document.querySelectorAll('main article')) {
      const key =
        article.closest('[data-status-id]')?.getAttribute('data-status-id') ??
        article.querySelector('a[href*="/s/"]')?.getAttribute('href') ??
        article.id ??
        '';
      if (key) seen.add(key);
    }
    return { attribute: null, seen: seen.size, hasFeedRole: feed !== null, complete };
  };
  let state = read();
  while (performance.now() < deadline && (state.attribute ?? state.seen) < arg.target) {
    const element = scroller();
    element.scrollTop = element.scrollHeight;
    const button = [...document.querySelectorAll('main button')].find(
      (candidate) =>
        /load more/i.test(candidate.textContent ?? '') &&
        !(candidate as HTMLButtonElement).disabled,
    );
    (button as HTMLButtonElement | undefined)?.click();
    await new Promise((resolve) => setTimeout(resolve, 50));
    state = read();
  }
  return state;
}

/** Scrolls the feed from the top towards the bottom by `step` px every animation frame, for at most `ms`. */
export async function scrollThrough(arg: { step: number; ms: number }) {
  const element = window.__bench.scroller();
  element.scrollTop = 0;
  await new Promise((resolve) => requestAnimationFrame(resolve));
  const start = performance.now();
  let frames = 0;
  let previousTop = -1;
  let stuckFrames = 0;
  // The end is when scrolling has not moved for a while (a feed may still be loading more).
  while (performance.now() - start < arg.ms && stuckFrames < 30) {
    element.scrollTop += arg.step;
    frames++;
    await new Promise((resolve) => requestAnimationFrame(resolve));
    stuckFrames = element.scrollTop === previousTop ? stuckFrames + 1 : 0;
    previousTop = element.scrollTop;
  }
  return { start, end: performance.now(), frames, distance: element.scrollTop };
}

/**
 * Requests matching `pattern`: how many, their median duration, and the median gap between one
 * response ending and the next request starting (time spent in the page between pages).
 */
export function requestStats(pattern: string) {
  const matcher = new RegExp(pattern);
  const entries = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
    .filter((entry) => matcher.test(entry.name))
    .sort((a, b) => a.startTime - b.startTime);
  const median = (values: number[]) =>
    values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  const gaps = entries.slice(1).map((entry, index) => entry.startTime - entries[index].responseEnd);
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  return {
    count: entries.length,
    medianMs: median(entries.map((entry) => entry.duration)),
    medianGapMs: median([...gaps]),
    totalRequestMs: sum(entries.map((entry) => entry.duration)),
    totalGapMs: sum(gaps),
  };
}

export function scrollFeedTo(top: number): void {
  window.scrollTo(0, 0);
  window.__bench.scroller().scrollTop = top;
}
