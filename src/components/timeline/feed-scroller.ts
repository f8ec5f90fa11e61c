import {
  elementScroll,
  observeElementOffset,
  observeElementRect,
  useWindowVirtualizer,
  type ReactVirtualizer,
  type ReactVirtualizerOptions,
} from '@tanstack/react-virtual';
import { createContext, useContext } from 'react';

/**
 * The element a feed scrolls in: a column's own scroll container, or null for the window (the
 * single feed of a screen).
 */
export const FeedScrollerContext = createContext<HTMLElement | null>(null);

/** Marks a column's scroll container, so keys reach the feed in the column holding focus. */
export const FEED_SCROLLER_ATTRIBUTE = 'data-feed-scroller';

export function useFeedScroller(): HTMLElement | null {
  return useContext(FeedScrollerContext);
}

/** Reading and moving the scroll of a feed, whether the window or an element scrolls it. */
export interface FeedScroll {
  element: HTMLElement | null;
  /** Where events of scrolling, wheels and keys are listened for. */
  target: EventTarget;
  /** How far it is scrolled. */
  top(): number;
  /** Where `node` starts in the scrolled content. */
  offsetOf(node: Element): number;
  /** How much of the top a sticky header covers. */
  coveredTop(): number;
}

/**
 * The height of the sticky app header where it covers the top of the content. On wide screens
 * the header is a full-height sidebar beside the content and covers none of it.
 */
export function stickyHeaderHeight(): number {
  const header = document.querySelector('.app-header')?.getBoundingClientRect();
  const content = document.querySelector('main')?.getBoundingClientRect();
  if (!header || !content) return 0;
  const overlapsContent = header.left < content.right && header.right > content.left;
  return overlapsContent ? header.height : 0;
}

/** Marks a notice that sticks at the top of a feed, below the header, holding its own place. */
export const STICKY_NOTICE_ATTRIBUTE = 'data-sticky-notice';

/** The height of the notices sticking at the top of the feed scrolled in `within`. */
function stickyNoticeHeight(within: ParentNode): number {
  let height = 0;
  within.querySelectorAll(`[${STICKY_NOTICE_ATTRIBUTE}]`).forEach((notice) => {
    height += notice.getBoundingClientRect().height;
  });
  return height;
}

export function feedScroll(element: HTMLElement | null): FeedScroll {
  if (!element) {
    return {
      element,
      target: window,
      top: () => window.scrollY,
      offsetOf: (node) => node.getBoundingClientRect().top + window.scrollY,
      coveredTop: () =>
        stickyHeaderHeight() + stickyNoticeHeight(document.querySelector('main') ?? document),
    };
  }
  return {
    element,
    target: element,
    top: () => element.scrollTop,
    offsetOf: (node) =>
      node.getBoundingClientRect().top - element.getBoundingClientRect().top + element.scrollTop,
    coveredTop: () => stickyNoticeHeight(element),
  };
}

/** Whether keys pressed now are meant for the feed scrolled by `element` (null: the window). */
export function feedHasKeys(element: HTMLElement | null): boolean {
  const active = document.activeElement;
  const column = active?.closest(`[${FEED_SCROLLER_ATTRIBUTE}]`) ?? null;
  return column === element;
}

export type FeedVirtualizer = ReactVirtualizer<Window | Element, Element>;
type WindowOptions = Parameters<typeof useWindowVirtualizer<Element>>[0];

/** A virtualizer over the window, or over `element` when the feed has its own scroll. */
export function useFeedVirtualizer(
  element: HTMLElement | null,
  options: WindowOptions,
): FeedVirtualizer {
  const ownScroll: Partial<ReactVirtualizerOptions<Element, Element>> = element
    ? {
        getScrollElement: () => element,
        observeElementRect,
        observeElementOffset,
        scrollToFn: elementScroll,
        initialOffset: () => element.scrollTop,
      }
    : {};
  return useWindowVirtualizer({
    ...options,
    ...(ownScroll as Partial<WindowOptions>),
  }) as unknown as FeedVirtualizer;
}
