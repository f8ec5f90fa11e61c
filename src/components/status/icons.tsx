// Simple stroke icons (24×24); always decorative: the control carries the accessible name.
const PATHS = {
  reply: 'M10 9V5l-7 7 7 7v-4.1c5 0 8.5 1.6 11 5.1-1-5-4-10-11-11z',
  boost: 'M7 7h10v3l4-4-4-4v3H5v6h2V7zm10 10H7v-3l-4 4 4 4v-3h12v-6h-2v4z',
  like: 'M12 21s-7.5-4.6-9.6-9.4C.9 8 3.3 4.5 6.8 4.5c2 0 3.6 1.1 5.2 3 1.6-1.9 3.2-3 5.2-3 3.5 0 5.9 3.5 4.4 7.1C19.5 16.4 12 21 12 21z',
  bookmark: 'M6 3h12v18l-6-4.5L6 21V3z',
  more: 'M5 12h.01M12 12h.01M19 12h.01',
  public:
    'M12 3a9 9 0 100 18 9 9 0 000-18zm-8.5 9h17M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z',
  unlisted: 'M7 11V7a5 5 0 019.6-2M5 11h14v10H5z',
  private: 'M7 11V7a5 5 0 0110 0v4M5 11h14v10H5z',
  direct: 'M16 12a4 4 0 10-1.2 2.8M16 8v5a2.5 2.5 0 005 0v-1a9 9 0 10-3.5 7.1',
  close: 'M6 6l12 12M18 6L6 18',
  previous: 'M15 5l-7 7 7 7',
  next: 'M9 5l7 7-7 7',
} as const;

export type IconName = keyof typeof PATHS;

/** Icons that point along the line of text: mirrored in right-to-left languages. */
const DIRECTIONAL: ReadonlySet<IconName> = new Set(['reply', 'previous', 'next']);

export function Icon({ name, filled = false }: { name: IconName; filled?: boolean }) {
  return (
    <svg
      className={DIRECTIONAL.has(name) ? 'icon icon-directional' : 'icon'}
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={name === 'more' ? 3 : 1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
