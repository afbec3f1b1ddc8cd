import { useEffect } from 'react';

/**
 * The tags the server put between `<!--server-head-->` and `<!--/server-head-->` in <head> (a
 * client-only page's title and social tags, for crawlers and link previews, which run no
 * script). Collected when this module loads, before React hydrates and touches <head>.
 */
const serverHeadNodes: ChildNode[] = [];
if (typeof document !== 'undefined') {
  let inside = false;
  for (const node of Array.from(document.head.childNodes)) {
    const marker = node.nodeType === Node.COMMENT_NODE ? node.nodeValue : undefined;
    if (marker === 'server-head') inside = true;
    if (inside) serverHeadNodes.push(node);
    if (marker === '/server-head') inside = false;
  }
}

/**
 * Once React has rendered the page's own tags from its `meta`, the server's copies go, so the
 * head never holds two titles or two canonicals.
 */
export function useDropServerHead() {
  useEffect(() => {
    for (const node of serverHeadNodes.splice(0)) node.remove();
  }, []);
}
