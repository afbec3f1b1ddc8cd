import type { LucideIcon, LucideProps } from 'lucide-react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/**
 * SVG markup of lucide icons, rendered where a page's content is loaded (the build-time loader).
 * The markup reaches the browser inside the page's HTML and data, so the page ships no icon code
 * on its first load; `MarkupIcon` draws it.
 */
export function lucideMarkup<K extends string>(
  icons: Record<K, LucideIcon>,
  props: LucideProps = {},
): Record<K, string> {
  const entries = Object.entries(icons) as [K, LucideIcon][];
  return Object.fromEntries(
    entries.map(([name, Icon]) => [
      name,
      renderToStaticMarkup(
        createElement(Icon, { ...props, width: '100%', height: '100%', focusable: 'false' }),
      ),
    ]),
  ) as Record<K, string>;
}
