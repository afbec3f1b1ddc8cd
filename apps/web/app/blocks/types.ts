/**
 * The content model of template pages (service, solution, software and partner pages).
 * A page is data: an ordered list of blocks, each rendered by one component through the
 * `block.type -> component` map in block-renderer.tsx. Content is plain serialisable data
 * (strings, numbers, icon names) because it travels from a build-time route loader into the
 * prerendered HTML; no JSX or functions in content modules.
 */
import type { IconName } from './icon-names';

/** Where calls to action may lead. External links are not allowed here. */
type ActionHref = '/contact' | '/contact#contact-form' | '/about' | '/start-green' | `/${string}`;

export interface Action {
  label: string;
  href: ActionHref;
  variant?: 'primary' | 'secondary';
}

export interface Card {
  title: string;
  description: string;
  icon?: IconName;
  /** A distinct accent per card where the spec asks for colours (materiality slider). */
  colour?: 'emerald' | 'teal' | 'lime' | 'sky' | 'amber' | 'rose' | 'violet' | 'slate';
  /** Shown as 01, 02 ... when the block is numbered. */
  number?: number;
  href?: ActionHref;
  /** Short bullet points under the description. */
  points?: string[];
}

/** Slides per view from a minimum viewport width up (px); `base` applies below the smallest. */
interface SlidesPerView {
  base: number;
  [minWidth: number]: number;
}

export interface SliderOptions {
  loop: boolean;
  slidesPerView: SlidesPerView;
  startIndex?: number;
  /**
   * The spec's "count − 3" at which Next greys out, kept as the record of that rule. The carousel
   * greys Next when the last card is in view (count − cards per view), the same at three per view.
   */
  nextDisabledFrom?: number;
  dots?: boolean;
}

interface BlockBase {
  /** Anchor id for in-page links. */
  id?: string;
  /** Section background; pages default to the page background. */
  tone?: 'plain' | 'tint' | 'dark';
}

export interface HeroBlock extends BlockBase {
  type: 'hero';
  eyebrow?: string;
  title: string;
  intro: string;
  actions: Action[];
  /** Which illustration drawn for the site accompanies the hero. */
  visual?: 'dashboard' | 'leaf' | 'shield' | 'network' | 'chart' | 'audit' | 'globe';
  /** Framework or regulation badges shown under the intro (e.g. CSRD, ISSB). */
  badges?: string[];
}

export interface ProseBlock extends BlockBase {
  type: 'prose';
  eyebrow?: string;
  heading: string;
  paragraphs: string[];
  action?: Action;
}

export interface CardGridBlock extends BlockBase {
  type: 'cards';
  eyebrow?: string;
  heading: string;
  intro?: string;
  columns?: 2 | 3 | 4;
  numbered?: boolean;
  cards: Card[];
}

/** Cards arranged under group headings (e.g. Governance, Planning, Execution). */
export interface CardGroupsBlock extends BlockBase {
  type: 'card-groups';
  heading: string;
  intro?: string;
  groups: { title: string; icon?: IconName; cards: Card[] }[];
}

export interface StepsBlock extends BlockBase {
  type: 'steps';
  eyebrow?: string;
  heading: string;
  intro?: string;
  steps: { title: string; description: string }[];
}

export interface SliderBlock extends BlockBase {
  type: 'slider';
  eyebrow?: string;
  heading: string;
  intro?: string;
  numbered?: boolean;
  cards: Card[];
  slider: SliderOptions;
}

export interface BenefitsBlock extends BlockBase {
  type: 'benefits';
  eyebrow?: string;
  heading: string;
  intro?: string;
  numbered?: boolean;
  items: { title: string; description: string; icon?: IconName }[];
}

export interface ComparisonTableBlock extends BlockBase {
  type: 'table';
  heading: string;
  intro?: string;
  /** Header of the first column (row labels), then one header per data column. */
  columns: string[];
  rows: { label: string; cells: string[] }[];
}

export interface TabsBlock extends BlockBase {
  type: 'tabs';
  heading: string;
  intro?: string;
  /** At most six tabs; auto-advances every 10 s, pausing on hover or focus. */
  tabs: {
    title: string;
    description: string;
    icon?: IconName;
    detail: { title: string; description: string; points?: string[] };
  }[];
}

export interface QuoteBlock extends BlockBase {
  type: 'quote';
  quote: string;
  name: string;
  jobTitle: string;
  organisation?: string;
}

export interface StatsBlock extends BlockBase {
  type: 'stats';
  heading?: string;
  intro?: string;
  items: { value: string; title: string; description: string; icon?: IconName }[];
}

export interface CtaBlock extends BlockBase {
  type: 'cta';
  title: string;
  text: string;
  actions: Action[];
}

/** The AI maturity journey: a horizontal strip above 768 px, a stacked list at or below. */
export interface JourneyBlock extends BlockBase {
  type: 'journey';
  heading: string;
  intro?: string;
  steps: { title: string; description: string; icon?: IconName }[];
}

/** Names drawn as simple typographic marks (no third-party logo files). */
export interface LogosBlock extends BlockBase {
  type: 'logos';
  heading: string;
  intro?: string;
  names: string[];
}

export type Block =
  | HeroBlock
  | ProseBlock
  | CardGridBlock
  | CardGroupsBlock
  | StepsBlock
  | SliderBlock
  | BenefitsBlock
  | ComparisonTableBlock
  | TabsBlock
  | QuoteBlock
  | StatsBlock
  | CtaBlock
  | JourneyBlock
  | LogosBlock;

export type BlockType = Block['type'];

export interface TemplatePage {
  /** The route this content renders at (must exist in the page catalogue). */
  path: string;
  /** Which entry of the service catalogue this page implements (the pairing). */
  specRow: string;
  blocks: Block[];
}
