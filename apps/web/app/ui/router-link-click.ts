/**
 * The link a click follows when React Router's `<Link>` would turn it into a client-side
 * navigation: a plain left click (no modifier key, not already handled) on one of the router's
 * anchors (`data-discover` marks those) to this origin, without a target or a download. Used
 * where the router's anchors are in the prerendered HTML before (or without) their code.
 */
export function routerLinkClicked(event: MouseEvent): HTMLAnchorElement | undefined {
  const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-discover]');
  const plainClick =
    event.button === 0 &&
    !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) &&
    !event.defaultPrevented;
  if (!link || !plainClick || link.target || link.hasAttribute('download')) return undefined;
  return new URL(link.href).origin === window.location.origin ? link : undefined;
}
