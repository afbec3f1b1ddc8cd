/**
 * Blocks of the company pages (about, principles): sections drawn in the site's one-off style
 * rather than the service-page style. Plain serialisable data, like every block.
 */
import type { SpriteSheet } from '~/ui/icons/sprite-icon';
import type { Action } from './types';

/** An image drawn for the site, with its intrinsic size so the page does not shift. */
export interface Picture {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/** A one-off page's opener: eyebrow, h1, lead, two calls to action and an illustration. */
export interface PageHeroBlock {
  type: 'page-hero';
  eyebrow: string;
  title: string;
  intro: string;
  image: Picture;
  /** The first is the primary button. */
  actions: Action[];
}

/** A short heading and a statement beside paragraphs that explain it. */
export interface StatementBlock {
  type: 'statement';
  heading: string;
  statement: string;
  paragraphs: string[];
}

/** Cards with a sprite icon, each ending in a link to where it is explained in full. */
export interface LinkCardsBlock {
  type: 'link-cards';
  heading: string;
  intro: string;
  sheet: SpriteSheet;
  items: { sprite: string; title: string; text: string; href: string; label: string }[];
}

/** A numbered list (01, 02 ...) of short statements, e.g. values. */
export interface NumberedBlock {
  type: 'numbered';
  heading: string;
  intro: string;
  items: { title: string; text: string }[];
}

/** A dark section of roles with icons, and a row of tags under its own small heading. */
export interface RolesBlock {
  type: 'roles';
  heading: string;
  intro: string;
  sheet: SpriteSheet;
  roles: { sprite: string; role: string; text: string }[];
  tagsHeading: string;
  tags: string[];
}

/** Where we are: an illustration beside the office's postal and contact details. */
export interface OfficeBlock {
  type: 'office';
  heading: string;
  text: string;
  image: Picture;
  sheet: SpriteSheet;
}

/** The closing call to action on a rounded brand panel. */
export interface ClosingBlock {
  type: 'closing';
  title: string;
  text: string;
  actions: Action[];
  /**
   * After a section with no bottom padding: padding above as well as below, and a shorter
   * panel.
   */
  compact?: boolean;
}

/** An opener whose visual is an index of the page's sections, with key figures under the lead. */
export interface IndexHeroBlock {
  type: 'index-hero';
  eyebrow: string;
  title: string;
  intro: string;
  stats: { value: number; label: string }[];
  index: {
    /** The navigation landmark's name. */
    label: string;
    heading: string;
    items: { mark: string; title: string; detail: string; href: string }[];
  };
}

/** A section told in one highlighted panel, marked like its siblings, with a note under it. */
export interface PanelBlock {
  type: 'panel';
  /** Anchor of the section; its heading's id is `${id}-title`. */
  id: string;
  mark: string;
  heading: string;
  text: string;
  note: string;
}

/** A group of numbered principles, each with the standards that support it. */
export interface PrinciplesBlock {
  type: 'principles';
  /** Anchor of the section; its heading's id is `${id}-title`. */
  id: string;
  eyebrow: string;
  heading: string;
  summary: string;
  principles: {
    number: number;
    title: string;
    explanation: string;
    standards: { number: string; title: string }[];
  }[];
}

export type CompanyBlock =
  | PageHeroBlock
  | StatementBlock
  | LinkCardsBlock
  | NumberedBlock
  | RolesBlock
  | OfficeBlock
  | ClosingBlock
  | IndexHeroBlock
  | PanelBlock
  | PrinciplesBlock;
