import {
  ArrowUpRight,
  BarChart3,
  CalendarDays,
  Check,
  ChevronsLeft,
  CircleHelp,
  FlaskConical,
  Mail,
  MapPin,
  Phone,
  ScanSearch,
  ShieldCheck,
  type LucideIcon,
} from 'lucide-react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/**
 * SVG markup of lucide icons, rendered in a route's build-time loader. The markup reaches the
 * browser inside the page's HTML and data, so the page ships no icon code on its first load.
 */
export function iconMarkup<K extends string>(icons: Record<K, LucideIcon>): Record<K, string> {
  const entries = Object.entries(icons) as [K, LucideIcon][];
  return Object.fromEntries(
    entries.map(([name, Icon]) => [
      name,
      renderToStaticMarkup(
        createElement(Icon, { width: '100%', height: '100%', focusable: 'false' }),
      ),
    ]),
  ) as Record<K, string>;
}

export const contactIcons = () =>
  iconMarkup({
    calendar: CalendarDays,
    mail: Mail,
    phone: Phone,
    mapPin: MapPin,
    external: ArrowUpRight,
  });
export type ContactIcons = ReturnType<typeof contactIcons>;

export const comingSoonIcons = () =>
  iconMarkup({
    check: Check,
    faq: CircleHelp,
    privacy: ShieldCheck,
    email: Mail,
    toggle: ChevronsLeft,
    diagnostic: ScanSearch,
    tracker: BarChart3,
    lab: FlaskConical,
  });
export type ComingSoonIcons = ReturnType<typeof comingSoonIcons>;

export const waitingListIcons = () => iconMarkup({ check: Check });
export type WaitingListIcons = ReturnType<typeof waitingListIcons>;
