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
} from 'lucide-react';
import { lucideMarkup } from '~/ui/icons/lucide-markup.server';

// The icon sets of the lead pages, rendered by their build-time loaders.
export const contactIcons = () =>
  lucideMarkup({
    calendar: CalendarDays,
    mail: Mail,
    phone: Phone,
    mapPin: MapPin,
    external: ArrowUpRight,
  });
export type ContactIcons = ReturnType<typeof contactIcons>;

export const comingSoonIcons = () =>
  lucideMarkup({
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

export const waitingListIcons = () => lucideMarkup({ check: Check });
export type WaitingListIcons = ReturnType<typeof waitingListIcons>;
