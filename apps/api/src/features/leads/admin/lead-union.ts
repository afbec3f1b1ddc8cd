import type { LeadKind } from '@verdantia/domain';
import { sql, type SQL } from 'drizzle-orm';

// The leads inbox: the lead tables read as one list. Each table is mapped to the same columns in
// one UNION ALL, so filters, ordering and paging happen in the database.

export interface LeadFilters {
  kind?: LeadKind | undefined;
  q?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  status?: 'new' | 'handled' | undefined;
}

export const allLeads = sql`(
  select source as kind, id, created_at, handled_at, name, professional_email as email,
    company_name as company, designation, phone, sector, null::text as country,
    null::text as programme, message
  from contact_leads
  union all
  select 'newsletter', id, created_at, handled_at, null, email, null, null, null, null, null,
    null, null
  from newsletter_leads
  union all
  select 'early-access', id, created_at, handled_at, full_name, email, null, null, null, sector,
    country, null, null
  from early_access_leads
  union all
  select 'waiting-list', id, created_at, handled_at, first_name || ' ' || surname, email,
    company_name, null, null, null, null, programme, message
  from waiting_list_entries
  union all
  select 'assessment', l.id, l.created_at, l.handled_at, null, l.email, a.organisation, null,
    null, null, null, null,
    'Assessment score ' || coalesce(a.overall::text, '?') || '/100, ' || case a.medal
      when 'green-starter' then 'Green Starter'
      when 'eco-innovator' then 'Eco Innovator'
      when 'sustainability-leader' then 'Sustainability Leader'
      when 'climate-champion' then 'Climate Champion'
      else 'Beginning stage (Committed Badge)' end || '. Result ID ' || a.id
  from assessment_leads l join assessments a on a.id = l.assessment_id
  where l.confirmed_at is not null
) as leads`;

export function whereClause(filters: LeadFilters): SQL {
  const parts: SQL[] = [sql`true`];
  if (filters.kind) parts.push(sql`kind = ${filters.kind}`);
  if (filters.status === 'new') parts.push(sql`handled_at is null`);
  if (filters.status === 'handled') parts.push(sql`handled_at is not null`);
  // Days are UTC calendar days, both ends included.
  if (filters.from)
    parts.push(sql`created_at >= ${filters.from}::date::timestamp at time zone 'UTC'`);
  if (filters.to) {
    parts.push(sql`created_at < (${filters.to}::date + 1)::timestamp at time zone 'UTC'`);
  }
  if (filters.q) {
    const pattern = `%${filters.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(
      sql`concat_ws(' ', name, email, company, designation, phone, sector, country, programme, message) ilike ${pattern}`,
    );
  }
  return sql.join(parts, sql` and `);
}
