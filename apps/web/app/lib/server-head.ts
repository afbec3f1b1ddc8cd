import { useEffect } from 'react';

/**
 * The server puts a client-only page's title and social tags between two comments in <head>
 * (for crawlers and link previews, which run no script). Once React has rendered the same tags
 * from the route's `meta`, those copies go, so the head never holds two titles or canonicals.
 */
export function useDropServerHead() {
  useEffect(() => {
    let inside = false;
    for (const node of Array.from(document.head.childNodes)) {
      const marker = node.nodeType === Node.COMMENT_NODE ? node.nodeValue : undefined;
      if (marker === 'server-head') inside = true;
      if (inside) node.remove();
      if (marker === '/server-head') inside = false;
    }
  }, []);
}
