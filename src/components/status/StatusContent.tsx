import { memo } from 'react';
import type { ContentNode } from '../../lib/status-content';
import { useReducedMotion } from '../media/use-reduced-motion';
import { renderNodes } from './ContentNodes';

interface StatusContentProps {
  nodes: readonly ContentNode[];
  instance: string;
  language?: string | null;
}

/** A post's text, rendered from its parsed tree (see lib/status-content.ts). */
export const StatusContent = memo(function StatusContent({
  nodes,
  instance,
  language,
}: StatusContentProps) {
  const still = useReducedMotion();
  if (nodes.length === 0) return null;
  return (
    <div className="status-content" lang={language ?? undefined} dir="auto">
      {renderNodes(nodes, { instance, still })}
    </div>
  );
});
