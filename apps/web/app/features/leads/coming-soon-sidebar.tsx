import { site } from '@verdantia/domain/site/config';
import { Link } from 'react-router';
import { cn } from '~/ui/cn';
import { Logo } from '~/ui/logo';
import { LinkedInIcon, YouTubeIcon } from '~/ui/icons/social-icons';
import type { ComingSoonIcons } from './icon-markup.server';
import type { SidebarState } from './sidebar-state';
import { MarkupIcon } from '~/ui/icons/markup-icon';

// FAQ to /, Privacy Policy, and "Email us" to /start-green: odd targets, kept as the original
// had them.
const links: { label: string; to: string; icon: keyof ComingSoonIcons }[] = [
  { label: 'FAQ', to: '/', icon: 'faq' },
  { label: 'Privacy Policy', to: '/legal/privacy-policy', icon: 'privacy' },
  { label: 'Email us', to: '/start-green', icon: 'email' },
];
const socials = [
  { label: 'LinkedIn', href: site.social.linkedin, Icon: LinkedInIcon },
  { label: 'YouTube', href: site.social.youtube, Icon: YouTubeIcon },
];

type Width = SidebarState | 'default';

// The column the page leaves for the sidebar: on phones always the collapsed 70 px, so an
// expanded panel (220 px) overlays the content instead of squeezing it.
const columnWidth: Record<Width, string> = {
  expanded: 'w-[70px] md:w-[220px]',
  collapsed: 'w-[70px]',
  default: 'w-[70px] md:w-[220px]',
};
const panelWidth: Record<Width, string> = {
  expanded: 'w-[220px] max-md:shadow-2xl',
  collapsed: 'w-[70px]',
  // Prerendered HTML: CSS picks the width by screen size until the state is known.
  default: 'w-[70px] md:w-[220px]',
};
const labelClass: Record<Width, string> = {
  expanded: '',
  collapsed: 'sr-only',
  default: 'sr-only md:not-sr-only',
};

interface ComingSoonSidebarProps {
  state: SidebarState | undefined;
  icons: ComingSoonIcons;
  onToggle: () => void;
}

/**
 * The side panel of the early-access page: expanded (220 px, icons and labels) or
 * collapsed (70 px, icons, with their names kept for screen readers).
 */
export function ComingSoonSidebar({ state, icons, onToggle }: ComingSoonSidebarProps) {
  const width: Width = state ?? 'default';
  const expanded = state === 'expanded';
  const label = cn('whitespace-nowrap', labelClass[width]);
  const itemClass =
    'flex h-11 items-center gap-3 rounded-xl px-[13px] text-sm font-medium text-white/85 transition-colors hover:bg-white/10 hover:text-white';

  return (
    <aside
      aria-label="Sidebar"
      className={cn(
        'relative z-30 shrink-0 bg-brand-950 transition-[width] duration-300',
        columnWidth[width],
      )}
    >
      <div
        id="coming-soon-sidebar"
        data-state={width}
        className={cn(
          'sticky top-0 flex h-dvh flex-col overflow-x-hidden overflow-y-auto bg-brand-950 px-2.5 py-5 text-white transition-[width] duration-300',
          panelWidth[width],
        )}
      >
        <a
          href="/"
          aria-label={`${site.name} home`}
          className="flex h-11 shrink-0 items-center rounded-xl px-[9px]"
        >
          <Logo
            inverted
            className={cn(
              'text-lg',
              width !== 'expanded' && '[&>span:last-child]:sr-only',
              width === 'default' && 'md:[&>span:last-child]:not-sr-only',
            )}
          />
        </a>
        <nav aria-label="Early access" className="mt-8">
          <ul className="space-y-1">
            {links.map(({ label: text, to, icon }) => (
              <li key={to}>
                <Link to={to} className={itemClass} title={expanded ? undefined : text}>
                  <MarkupIcon markup={icons[icon]} />
                  <span className={label}>{text}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-auto pt-8">
          <p
            className={cn(
              'mb-2 px-[13px] text-xs font-semibold tracking-[0.14em] text-white/85 uppercase',
              label,
            )}
          >
            Follow us
          </p>
          <ul className="space-y-1">
            {socials.map(({ label: text, href, Icon }) => (
              <li key={text}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={itemClass}
                  title={expanded ? undefined : text}
                >
                  <Icon className="size-5 shrink-0" />
                  <span className={label}>{text}</span>
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
          <button
            type="button"
            onClick={onToggle}
            aria-controls="coming-soon-sidebar"
            aria-expanded={state === undefined ? undefined : expanded}
            className="mt-4 flex h-11 w-full items-center gap-3 rounded-xl border border-white/15 px-[12px] text-sm font-medium text-white/85 transition-colors hover:bg-white/10 hover:text-white"
          >
            <MarkupIcon
              markup={icons.toggle}
              className={cn(
                'size-5 transition-transform duration-300',
                state === 'collapsed' && 'rotate-180',
                state === undefined && 'max-md:rotate-180',
              )}
            />
            <span className={label}>
              {expanded || state === undefined ? 'Collapse sidebar' : 'Expand sidebar'}
            </span>
          </button>
        </div>
      </div>
    </aside>
  );
}
