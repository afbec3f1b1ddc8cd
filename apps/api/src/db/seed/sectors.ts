import type { Database } from '../client.ts';
import { sectors } from '../schema/index.ts';

/** The sectors the contact form offers; the form adds "Others" itself. */
export const sectorNames = [
  'Agriculture and Food',
  'Education',
  'Energy and Utilities',
  'Financial Services',
  'Healthcare and Life Sciences',
  'Hospitality and Leisure',
  'Manufacturing',
  'Mining and Materials',
  'Professional Services',
  'Public Sector',
  'Real Estate and Construction',
  'Retail and Consumer Goods',
  'Technology',
  'Telecommunications',
  'Third Sector and Charities',
  'Transport and Logistics',
] as const;

export async function seedSectors(db: Database): Promise<void> {
  await db
    .insert(sectors)
    .values(sectorNames.map((name) => ({ name })))
    .onConflictDoNothing();
}
