import {
  Inbox,
  LayoutDashboard,
  Mail,
  Newspaper,
  ScrollText,
  UserRound,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { StaffRole } from './types';

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  roles: readonly StaffRole[];
}

const everyone = ['admin', 'case_handler', 'editor'] as const;

/** The back-office menu; each person sees only what their role may open (the API enforces it). */
export const navItems: readonly NavItem[] = [
  { to: '/admin', label: 'Dashboard', icon: LayoutDashboard, roles: everyone },
  { to: '/admin/leads', label: 'Leads', icon: Inbox, roles: ['admin'] },
  {
    to: '/dashboards/blog-dashboard',
    label: 'Blog and news',
    icon: Newspaper,
    roles: ['admin', 'editor'],
  },
  { to: '/admin/outbox', label: 'Outbox', icon: Mail, roles: ['admin'] },
  { to: '/admin/staff', label: 'Staff', icon: Users, roles: ['admin'] },
  { to: '/admin/audit', label: 'Audit log', icon: ScrollText, roles: ['admin'] },
  { to: '/admin/account', label: 'Account', icon: UserRound, roles: everyone },
];

export const navFor = (role: StaffRole) => navItems.filter((item) => item.roles.includes(role));
