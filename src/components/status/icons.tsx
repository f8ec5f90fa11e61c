import { Bookmark, Ellipsis, Heart, Repeat2, Reply, type LucideIcon } from 'lucide-react';

// One icon set (lucide); always decorative: the control carries the accessible name.
const ICONS = {
  reply: Reply,
  boost: Repeat2,
  like: Heart,
  bookmark: Bookmark,
  more: Ellipsis,
} satisfies Record<string, LucideIcon>;

export type IconName = keyof typeof ICONS;

/** Icons that point along the line of text: mirrored in right-to-left languages. */
const DIRECTIONAL: ReadonlySet<IconName> = new Set(['reply']);

export function Icon({ name, filled = false }: { name: IconName; filled?: boolean }) {
  const Component = ICONS[name];
  return (
    <Component
      className={DIRECTIONAL.has(name) ? 'icon icon-directional' : 'icon'}
      aria-hidden="true"
      focusable="false"
      fill={filled && name !== 'boost' ? 'currentColor' : 'none'}
    />
  );
}
