import {
  BotMessageSquare,
  ClipboardCheck,
  GraduationCap,
  Inbox,
  LayoutDashboard,
  Mail,
  Newspaper,
  ScrollText,
  UserRound,
  ShieldCheck,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { StaffRole } from './types';

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  roles: readonly StaffRole[];
  /** Other addresses that belong to the same room (the menu marks it as current there too). */
  also?: readonly string[];
}

const everyone = ['admin', 'case_handler', 'editor'] as const;
const content = ['admin', 'editor'] as const;

/**
 * The back-office menu, one row per room; each person sees only what their role may open (the
 * API enforces it too). New rooms (TrustLink cases, courses) are new rows here.
 */
export const navItems: readonly NavItem[] = [
  { to: '/admin', label: 'Dashboard', icon: LayoutDashboard, roles: everyone },
  {
    to: '/admin/cases',
    label: 'TrustLink cases',
    icon: ShieldCheck,
    roles: ['admin', 'case_handler'],
  },
  { to: '/admin/leads', label: 'Leads', icon: Inbox, roles: ['admin'] },
  {
    to: '/admin/posts',
    label: 'Blog and news',
    icon: Newspaper,
    roles: content,
    also: ['/admin/news'],
  },
  { to: '/admin/assessments', label: 'Assessments', icon: ClipboardCheck, roles: ['admin'] },
  { to: '/admin/courses', label: 'Courses', icon: GraduationCap, roles: content },
  { to: '/admin/outbox', label: 'Outbox', icon: Mail, roles: ['admin'] },
  { to: '/admin/staff', label: 'Staff', icon: Users, roles: ['admin'] },
  { to: '/admin/audit', label: 'Audit log', icon: ScrollText, roles: ['admin'] },
  { to: '/admin/assistant', label: 'Assistant', icon: BotMessageSquare, roles: content },
  { to: '/admin/account', label: 'Account', icon: UserRound, roles: everyone },
];

export const navFor = (role: StaffRole) => navItems.filter((item) => item.roles.includes(role));
