import type { ShouldRevalidateFunction } from 'react-router';

/**
 * For the layouts that hand each page its catalogue entry: every page has its own, so the
 * layout's data is reloaded whenever the path changes (the default keeps a layout's data across
 * its children).
 */
export const revalidateOnPathChange: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate;
