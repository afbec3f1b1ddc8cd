import { asc } from 'drizzle-orm';
import type { Sector } from '@verdantia/domain';
import type { Database } from '../../../db/client.ts';
import { sectors } from '../../../db/schema/index.ts';

/** Every sector, sorted by name. */
export function listSectors(db: Database): Promise<Sector[]> {
  return db.select({ id: sectors.id, name: sectors.name }).from(sectors).orderBy(asc(sectors.name));
}
