import type { LucideIcon } from 'lucide-react';
import Award from 'lucide-react/icons/award';
import BadgeCheck from 'lucide-react/icons/badge-check';
import BookOpen from 'lucide-react/icons/book-open';
import Brain from 'lucide-react/icons/brain';
import Briefcase from 'lucide-react/icons/briefcase';
import Building from 'lucide-react/icons/building-2';
import Calculator from 'lucide-react/icons/calculator';
import Calendar from 'lucide-react/icons/calendar';
import ChartColumn from 'lucide-react/icons/chart-column';
import ChartLine from 'lucide-react/icons/chart-line';
import ChartNoAxesCombined from 'lucide-react/icons/chart-no-axes-combined';
import ChartPie from 'lucide-react/icons/chart-pie';
import CircleCheck from 'lucide-react/icons/circle-check';
import ClipboardCheck from 'lucide-react/icons/clipboard-check';
import Clock from 'lucide-react/icons/clock';
import Cloud from 'lucide-react/icons/cloud';
import Coins from 'lucide-react/icons/coins';
import Compass from 'lucide-react/icons/compass';
import Cpu from 'lucide-react/icons/cpu';
import Database from 'lucide-react/icons/database';
import Droplet from 'lucide-react/icons/droplet';
import Eye from 'lucide-react/icons/eye';
import Factory from 'lucide-react/icons/factory';
import FileCheck from 'lucide-react/icons/file-check';
import FileText from 'lucide-react/icons/file-text';
import Flag from 'lucide-react/icons/flag';
import Gavel from 'lucide-react/icons/gavel';
import GitBranch from 'lucide-react/icons/git-branch';
import Globe from 'lucide-react/icons/globe';
import GraduationCap from 'lucide-react/icons/graduation-cap';
import Handshake from 'lucide-react/icons/handshake';
import Heart from 'lucide-react/icons/heart';
import KeyRound from 'lucide-react/icons/key-round';
import Landmark from 'lucide-react/icons/landmark';
import Layers from 'lucide-react/icons/layers';
import Leaf from 'lucide-react/icons/leaf';
import Lightbulb from 'lucide-react/icons/lightbulb';
import LinkIcon from 'lucide-react/icons/link';
import ListChecks from 'lucide-react/icons/list-checks';
import Lock from 'lucide-react/icons/lock';
import MapIcon from 'lucide-react/icons/map';
import Medal from 'lucide-react/icons/medal';
import Megaphone from 'lucide-react/icons/megaphone';
import MessageCircle from 'lucide-react/icons/message-circle';
import Microscope from 'lucide-react/icons/microscope';
import Network from 'lucide-react/icons/network';
import Presentation from 'lucide-react/icons/presentation';
import Puzzle from 'lucide-react/icons/puzzle';
import Recycle from 'lucide-react/icons/recycle';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import Rocket from 'lucide-react/icons/rocket';
import Scale from 'lucide-react/icons/scale';
import Search from 'lucide-react/icons/search';
import Server from 'lucide-react/icons/server';
import Settings from 'lucide-react/icons/settings';
import Shield from 'lucide-react/icons/shield';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Sparkles from 'lucide-react/icons/sparkles';
import Sun from 'lucide-react/icons/sun';
import Target from 'lucide-react/icons/target';
import Thermometer from 'lucide-react/icons/thermometer';
import TrendingDown from 'lucide-react/icons/trending-down';
import TrendingUp from 'lucide-react/icons/trending-up';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import Truck from 'lucide-react/icons/truck';
import UserCheck from 'lucide-react/icons/user-check';
import Users from 'lucide-react/icons/users';
import Wallet from 'lucide-react/icons/wallet';
import Wind from 'lucide-react/icons/wind';
import Workflow from 'lucide-react/icons/workflow';
import Zap from 'lucide-react/icons/zap';
import { lucideMarkup } from '~/ui/icons/lucide-markup.server';
import type { IconMarkup } from './block-renderer';
import type { IconName } from './icon-names';

// One import per icon (not the barrel), so the dev server and the server build load only these.
const icons: Record<IconName, LucideIcon> = {
  leaf: Leaf,
  shield: Shield,
  'shield-check': ShieldCheck,
  chart: ChartNoAxesCombined,
  'bar-chart': ChartColumn,
  'line-chart': ChartLine,
  'pie-chart': ChartPie,
  target: Target,
  compass: Compass,
  globe: Globe,
  factory: Factory,
  truck: Truck,
  users: Users,
  'user-check': UserCheck,
  handshake: Handshake,
  briefcase: Briefcase,
  building: Building,
  landmark: Landmark,
  scale: Scale,
  gavel: Gavel,
  'file-text': FileText,
  'file-check': FileCheck,
  'clipboard-check': ClipboardCheck,
  'list-checks': ListChecks,
  search: Search,
  eye: Eye,
  database: Database,
  server: Server,
  cpu: Cpu,
  brain: Brain,
  sparkles: Sparkles,
  lightbulb: Lightbulb,
  rocket: Rocket,
  'trending-up': TrendingUp,
  'trending-down': TrendingDown,
  recycle: Recycle,
  sun: Sun,
  wind: Wind,
  zap: Zap,
  droplet: Droplet,
  thermometer: Thermometer,
  cloud: Cloud,
  lock: Lock,
  key: KeyRound,
  'alert-triangle': TriangleAlert,
  'check-circle': CircleCheck,
  layers: Layers,
  workflow: Workflow,
  'git-branch': GitBranch,
  network: Network,
  link: LinkIcon,
  settings: Settings,
  'graduation-cap': GraduationCap,
  'book-open': BookOpen,
  'message-circle': MessageCircle,
  megaphone: Megaphone,
  calendar: Calendar,
  clock: Clock,
  award: Award,
  medal: Medal,
  heart: Heart,
  'badge-check': BadgeCheck,
  flag: Flag,
  map: MapIcon,
  microscope: Microscope,
  calculator: Calculator,
  coins: Coins,
  wallet: Wallet,
  refresh: RefreshCw,
  puzzle: Puzzle,
  presentation: Presentation,
};

/** Every icon name used anywhere in `content` (any `icon` property, at any depth). */
function iconNamesIn(content: unknown, found = new Set<IconName>()): Set<IconName> {
  if (Array.isArray(content)) content.forEach((item) => iconNamesIn(item, found));
  else if (content && typeof content === 'object') {
    for (const [key, value] of Object.entries(content)) {
      if (key === 'icon' && typeof value === 'string' && value in icons)
        found.add(value as IconName);
      else iconNamesIn(value, found);
    }
  }
  return found;
}

/**
 * The SVG markup of the icons a page uses, rendered where the page's content is loaded (the
 * build-time loader). It reaches the browser inside the page's data, so template pages ship
 * no icon code at all: 70 icons would cost every page about 6.5 KB of gzipped JavaScript.
 */
export function iconMarkup(content: unknown): IconMarkup {
  const used = [...iconNamesIn(content)].map((name) => [name, icons[name]] as const);
  return lucideMarkup(Object.fromEntries(used), { 'aria-hidden': 'true', strokeWidth: 1.75 });
}
