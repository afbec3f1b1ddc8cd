// Who is answering: the size band and sector asked on the start form. They adapt the hints shown
// with the questions, pick the frameworks a company is likely to meet, and group peers for the
// benchmark. Plain constants (no zod) so the start form stays light.

export const sizeBands = [
  { id: 'sole-trader', label: 'Sole trader or self-employed (no employees)' },
  { id: 'micro', label: 'Micro (1 to 9 employees)' },
  { id: 'small', label: 'Small (10 to 49 employees)' },
  { id: 'medium', label: 'Medium (50 to 249 employees)' },
  { id: 'large', label: 'Large (250 employees or more)' },
] as const;
export type SizeBand = (typeof sizeBands)[number]['id'];

export const sectors = [
  { id: 'agriculture-food', label: 'Agriculture, food and drink' },
  { id: 'construction-property', label: 'Construction and property' },
  { id: 'energy-utilities', label: 'Energy, water and utilities' },
  { id: 'financial-services', label: 'Financial services and insurance' },
  { id: 'health-care', label: 'Health and social care' },
  { id: 'hospitality-leisure', label: 'Hospitality and leisure' },
  { id: 'manufacturing', label: 'Manufacturing and engineering' },
  { id: 'professional-services', label: 'Professional services and consulting' },
  { id: 'public-charity', label: 'Public sector, education and charities' },
  { id: 'retail-wholesale', label: 'Retail and wholesale' },
  { id: 'technology-media', label: 'Technology, media and telecoms' },
  { id: 'transport-logistics', label: 'Transport and logistics' },
  { id: 'other', label: 'Other' },
] as const;
export type SectorId = (typeof sectors)[number]['id'];

export const sizeBandIds = sizeBands.map((band) => band.id) as [SizeBand, ...SizeBand[]];
export const sectorIds = sectors.map((sector) => sector.id) as [SectorId, ...SectorId[]];

export const sizeBandLabel = (id: string) => sizeBands.find((band) => band.id === id)?.label ?? id;
export const sectorLabel = (id: string) => sectors.find((sector) => sector.id === id)?.label ?? id;

/** Companies small enough for the voluntary SME standard (VSME) rather than the full ESRS. */
export const isSmallCompany = (band: string) =>
  band === 'sole-trader' || band === 'micro' || band === 'small';

/** The smallest group of peers for which a benchmark or a distribution is shown. */
export const MIN_PEER_GROUP = 10;
