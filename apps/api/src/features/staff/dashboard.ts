import type { StaffRole } from '@verdantia/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { isCaseManager, visibleTo } from '../../auth/case-visibility.ts';

/**
 * What the dashboard counts, limited to what the role may see: new (unhandled) leads for admins,
 * open TrustLink cases (not closed) that the member may see, drafts (posts
 * and news not published) for admins and editors.
 */
export async function dashboardCounts(db: Database, role: StaffRole, staffId: number) {
  const counts: { newLeads?: number; openCases?: number; drafts?: number } = {};
  if (role === 'admin') {
    counts.newLeads = await scalar(
      db,
      sql`select
        (select count(*) from contact_leads where handled_at is null) +
        (select count(*) from newsletter_leads where handled_at is null) +
        (select count(*) from early_access_leads where handled_at is null) +
        (select count(*) from waiting_list_entries where handled_at is null) as n`,
    );
  }
  if (role === 'admin' || role === 'case_handler') {
    // Need to know: only the cases this member may see (case-access.ts).
    const reader = { id: staffId, caseManager: await isCaseManager(db, staffId) };
    counts.openCases = await scalar(
      db,
      sql`select count(*) as n from trustlink_interactions where status <> 'closed' and ${visibleTo(reader)}`,
    );
  }
  if (role === 'admin' || role === 'editor') {
    counts.drafts = await scalar(
      db,
      sql`select
        (select count(*) from posts where status = 'draft') +
        (select count(*) from news_articles where published = false) as n`,
    );
  }
  return counts;
}

async function scalar(db: Database, query: ReturnType<typeof sql>): Promise<number> {
  const result = (await db.execute(query)) as unknown as { rows: Array<{ n: string | number }> };
  return Number(result.rows[0]?.n ?? 0);
}
