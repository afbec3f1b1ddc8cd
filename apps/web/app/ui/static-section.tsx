import { useState, type ComponentType, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { island, propsDiffer } from './lazy-section';
import { routerLinkClicked } from './router-link-click';

/**
 * A prerendered section that never changes on the client (the footer's links, say). On a
 * prerendered page the server's HTML is kept as it is and the section's code is never
 * downloaded or run; where there is no prerendered HTML (a page drawn in the browser) the code
 * loads at once and React draws it.
 *
 * When its props change (another course on the same route, after a client-side navigation), the
 * kept HTML no longer matches them: the section starts again as a new one, which has no
 * prerendered HTML, so its code loads and React draws it with the new props.
 *
 * React Router's links in the kept HTML are plain anchors; a click on one is still a
 * client-side navigation (as `<Link>` would make it), so leaving through the section costs no
 * page load. Anchors that are not the router's (`data-discover` marks those) behave as written.
 */
export function staticSection<P extends object = object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  className: string,
) {
  const Island = island(load, className, (_node, go, prerendered) => {
    if (!prerendered) go();
  });
  return function StaticSection(props: P) {
    const navigate = useNavigate();
    const version = usePropsVersion(props);
    const followRouterLink = (event: MouseEvent) => {
      const link = routerLinkClicked(event.nativeEvent);
      if (!link) return;
      event.preventDefault();
      const url = new URL(link.href);
      void navigate(url.pathname + url.search + url.hash);
    };
    return (
      // Only forwards what the anchors already do: Enter on a focused link fires the same click.
      <div onClick={followRouterLink}>
        <Island key={version} {...props} />
      </div>
    );
  };
}

/**
 * A number that goes up whenever one of `props` changes (compared value by value): React's way
 * of keeping what an earlier render saw (state set while rendering).
 */
function usePropsVersion(props: object): number {
  const [seen, setSeen] = useState({ props, version: 0 });
  if (!propsDiffer(seen.props, props)) return seen.version;
  const next = { props, version: seen.version + 1 };
  setSeen(next);
  return next.version;
}
