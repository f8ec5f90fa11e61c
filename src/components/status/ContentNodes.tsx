import { createElement, type ReactNode } from 'react';
import { Link } from '../router';
import { appPaths } from '../../lib/app-paths';
import { ownAppStatusLink } from '../../lib/post-url';
import { contentLinkHref } from '../../lib/safe-href';
import { LINK_REL } from '../../lib/sanitize';
import type { ContentNode, ElementNode } from '../../lib/status-content';
import { CustomEmoji } from './CustomEmoji';

export interface RenderContext {
  /** The instance the post was read from: mentions and hashtags open there. */
  instance: string;
  /** Static emoji (reduced motion). */
  still: boolean;
}

function renderElement(node: ElementNode, key: number, context: RenderContext): ReactNode {
  const children = renderNodes(node.children, context);
  if (node.tag === 'br') return <br key={key} />;
  if (node.invisible) return null;
  if (node.ellipsis) {
    return (
      <span key={key} className="link-ellipsis">
        {children}…
      </span>
    );
  }
  return createElement(node.tag, { key }, children);
}

function renderNode(node: ContentNode, key: number, context: RenderContext): ReactNode {
  switch (node.type) {
    case 'text':
      return node.text;
    case 'emoji':
      return <CustomEmoji key={key} node={node} still={context.still} />;
    case 'element':
      return renderElement(node, key, context);
    case 'mention':
      return (
        <Link
          key={key}
          className="mention"
          to={appPaths.account(context.instance, node.accountId)}
          title={`@${node.acct}`}
        >
          {renderNodes(node.children, context)}
        </Link>
      );
    case 'hashtag':
      return (
        <Link key={key} className="hashtag" to={appPaths.hashtag(context.instance, node.tag)}>
          {renderNodes(node.children, context)}
        </Link>
      );
    case 'link': {
      // A link to one of this app's own post pages opens that post here.
      const own = ownAppStatusLink(node.href, window.location.href);
      if (own) {
        return (
          <Link key={key} to={appPaths.status(own.instance, own.statusId)} title={node.href}>
            {renderNodes(node.children, context)}
          </Link>
        );
      }
      // Anything but http(s) and mailto (javascript:, data:, relative…) is shown as its text only.
      const href = contentLinkHref(node.href);
      if (!href) return <span key={key}>{renderNodes(node.children, context)}</span>;
      return (
        <a key={key} href={href} target="_blank" rel={LINK_REL} title={node.href}>
          {renderNodes(node.children, context)}
        </a>
      );
    }
  }
}

/** React elements for a parsed content tree; nothing from the server is injected as HTML. */
export function renderNodes(nodes: readonly ContentNode[], context: RenderContext): ReactNode[] {
  return nodes.map((node, index) => renderNode(node, index, context));
}
