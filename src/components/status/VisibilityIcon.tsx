import type { mastodon } from 'masto';
import { AtSign, Globe, Lock, LockOpen } from 'lucide-react';

const ICONS = { public: Globe, unlisted: LockOpen, private: Lock, direct: AtSign };

/** The drawing of a post's audience (loaded after the first screen: the mark's label is there already). */
export default function VisibilityIcon({
  visibility,
}: {
  visibility: mastodon.v1.StatusVisibility;
}) {
  const Component = ICONS[visibility] ?? Globe;
  return <Component className="icon" aria-hidden="true" focusable="false" />;
}
