import type { ReactNode } from 'react';
import { Link } from 'react-router';

const linkClass = 'font-medium text-brand-800 underline underline-offset-2 hover:text-brand-950';

/** Text with [label](href) links: site paths become router links, the rest plain anchors. */
export function InlineLinks({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(/\[([^\]]+)\]\(([^)\s]+)\)/g)) {
    parts.push(text.slice(last, match.index));
    const [, label, href] = match as unknown as [string, string, string];
    parts.push(
      href.startsWith('/') ? (
        <Link key={match.index} to={href} className={linkClass}>
          {label}
        </Link>
      ) : (
        <a
          key={match.index}
          href={href}
          className={linkClass}
          {...(href.startsWith('http') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          {label}
          {href.startsWith('http') && <span className="sr-only"> (opens in a new tab)</span>}
        </a>
      ),
    );
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return <>{parts}</>;
}
