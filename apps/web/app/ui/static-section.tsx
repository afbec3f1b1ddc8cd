import type { ComponentType, MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { island } from './lazy-section';
import { routerLinkClicked } from './router-link-click';

/**
 * A prerendered section that never changes on the client (the footer's links, say). On a
 * prerendered page the server's HTML is kept as it is and the section's code is never
 * downloaded or run; where there is no prerendered HTML (a page drawn in the browser) the code
 * loads at once and React draws it.
 *
 * When its props change (another course on the same route, after a client-side navigation), the
 * kept HTML no longer matches them: like any island (see `island`), it shows its placeholder,
 * its code loads at once and React draws it with the new props.
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
        <Island {...props} />
      </div>
    );
  };
}
