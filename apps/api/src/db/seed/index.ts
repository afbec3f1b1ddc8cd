import type { Database } from '../client.ts';
import { seedRuns } from '../schema/index.ts';
import { seedAcademy, seedFinalAssessments, updateBuiltInCourses } from './academy.ts';
import { seedNews } from './news.ts';
import { seedSectors } from './sectors.ts';

interface Seed {
  /** Recorded in seed_runs; bump the suffix to run a changed seed again. */
  name: string;
  run: (db: Database) => Promise<void>;
}

const seeds: readonly Seed[] = [
  { name: 'sectors-v1', run: seedSectors },
  { name: 'news-v1', run: seedNews },
  { name: 'academy-v1', run: seedAcademy },
  { name: 'academy-v2', run: updateBuiltInCourses },
  { name: 'academy-v3', run: seedFinalAssessments },
];

/**
 * Seeds reference data, each seed once per database. The claim and the data share a transaction:
 * a crash leaves nothing half-seeded, and a second instance starting at the same moment waits on
 * the claim's primary key, then finds it taken.
 * @returns the names of the seeds that ran now.
 */
export async function seedDatabase(db: Database): Promise<string[]> {
  const ran: string[] = [];
  for (const seed of seeds) {
    await db.transaction(async (tx) => {
      const claimed = await tx
        .insert(seedRuns)
        .values({ name: seed.name })
        .onConflictDoNothing()
        .returning({ name: seedRuns.name });
      if (claimed.length === 0) return;
      await seed.run(tx);
      ran.push(seed.name);
    });
  }
  return ran;
}
