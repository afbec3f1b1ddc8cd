import type { LeadKind } from '@verdantia/domain';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import {
  assessmentLeads,
  contactLeads,
  earlyAccessLeads,
  newsletterLeads,
  waitingListEntries,
} from '../../../db/schema/index.ts';

// The leads inbox: the lead tables read as one list. Each table is mapped to the same columns in
// one UNION ALL, so filters, ordering and paging happen in the database.

export interface LeadFilters {
  kind?: LeadKind | undefined;
  q?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  status?: 'new' | 'handled' | undefined;
}

/** Every column of every lead table, under common names (for the list and the CSV). */
export interface LeadRow {
  kind: LeadKind;
  id: number;
  createdAt: Date;
  handledAt: Date | null;
  name: string | null;
  email: string;
  company: string | null;
  designation: string | null;
  phone: string | null;
  sector: string | null;
  country: string | null;
  programme: string | null;
  message: string | null;
}

const allLeads = sql`(
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

function whereClause(filters: LeadFilters): SQL {
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

const columns = sql`kind, id, created_at, handled_at, name, email, company, designation, phone,
  sector, country, programme, message`;

interface RawLead {
  kind: LeadKind;
  id: number;
  created_at: string | Date;
  handled_at: string | Date | null;
  name: string | null;
  email: string;
  company: string | null;
  designation: string | null;
  phone: string | null;
  sector: string | null;
  country: string | null;
  programme: string | null;
  message: string | null;
}

/** The rows of db.execute: both drivers answer { rows }, the shared type does not say so. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

// Raw queries return timestamps as strings on node-postgres and as Dates on PGlite.
const toDate = (value: string | Date) => (value instanceof Date ? value : new Date(value));

function toLeadRow(raw: RawLead): LeadRow {
  return {
    kind: raw.kind,
    id: Number(raw.id),
    createdAt: toDate(raw.created_at),
    handledAt: raw.handled_at === null ? null : toDate(raw.handled_at),
    name: raw.name,
    email: raw.email,
    company: raw.company,
    designation: raw.designation,
    phone: raw.phone,
    sector: raw.sector,
    country: raw.country,
    programme: raw.programme,
    message: raw.message,
  };
}

const newestFirst = sql`order by created_at desc, kind, id desc`;

/** Every matching lead, newest first (the CSV export). */
export async function queryLeads(db: Database, filters: LeadFilters): Promise<LeadRow[]> {
  const result = rowsOf<RawLead>(
    await db.execute(
      sql`select ${columns} from ${allLeads} where ${whereClause(filters)} ${newestFirst}`,
    ),
  );
  return result.map(toLeadRow);
}

/**
 * One page of matching leads, newest first, and how many match in all. One statement, as the
 * inbox asks on every visit: the count always answers, and the page (read through the tables'
 * created_at indexes) joins it, so a page past the end is one row of nulls.
 */
export async function pageOfLeads(
  db: Database,
  filters: LeadFilters,
  page: { page: number; pageSize: number },
): Promise<{ rows: LeadRow[]; total: number }> {
  const where = whereClause(filters);
  const result = rowsOf<{ total: number | string } & Partial<RawLead>>(
    await db.execute(
      sql`select matching.total, page.* from
        (select count(*)::int as total from ${allLeads} where ${where}) as matching
        left join lateral (
          select ${columns} from ${allLeads} where ${where} ${newestFirst}
          limit ${page.pageSize} offset ${(page.page - 1) * page.pageSize}
        ) as page on true`,
    ),
  );
  return {
    rows: result.filter((raw): raw is typeof raw & RawLead => raw.id != null).map(toLeadRow),
    total: Number(result[0]?.total ?? 0),
  };
}

/** The list's one-line summary: the message, else what the person chose. */
export function summaryOf(lead: LeadRow): string | null {
  const text =
    lead.message ??
    lead.programme ??
    ([lead.sector, lead.country].filter(Boolean).join(', ') || lead.designation);
  if (!text) return null;
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 160 ? `${flat.slice(0, 159)}…` : flat;
}

const labels: Array<[keyof LeadRow, string]> = [
  ['name', 'Name'],
  ['designation', 'Designation'],
  ['company', 'Company'],
  ['email', 'E-mail'],
  ['phone', 'Phone'],
  ['sector', 'Sector'],
  ['country', 'Country'],
  ['programme', 'Programme'],
  ['message', 'Message'],
];

/** One lead with its fields as label -> value (empty fields left out). */
export async function findLead(db: Database, kind: LeadKind, id: number) {
  const result = rowsOf<RawLead>(
    await db.execute(sql`select ${columns} from ${allLeads} where kind = ${kind} and id = ${id}`),
  );
  const raw = result[0];
  if (!raw) return undefined;
  const lead = toLeadRow(raw);
  const fields: Record<string, string> = {};
  for (const [key, label] of labels) {
    const value = lead[key];
    if (typeof value === 'string' && value !== '') fields[label] = value;
  }
  return {
    kind: lead.kind,
    id: lead.id,
    createdAt: lead.createdAt.toISOString(),
    handledAt: lead.handledAt?.toISOString() ?? null,
    fields,
  };
}

/** Marks a lead handled (or new again). @returns the new handledAt, or undefined if not found. */
export async function setHandled(
  db: Database,
  kind: LeadKind,
  id: number,
  handled: boolean,
): Promise<{ handledAt: string | null } | undefined> {
  const value = handled ? sql`coalesce(handled_at, now())` : null;
  type LeadTable =
    | typeof contactLeads
    | typeof newsletterLeads
    | typeof earlyAccessLeads
    | typeof waitingListEntries
    | typeof assessmentLeads;
  const update = async <T extends LeadTable>(table: T, where: SQL | undefined) =>
    db
      .update(table)
      .set({ handledAt: value } as never)
      .where(where)
      .returning({ handledAt: table.handledAt });
  let rows: Array<{ handledAt: Date | null }>;
  switch (kind) {
    case 'contact':
    case 'request-info':
      rows = await update(
        contactLeads,
        and(eq(contactLeads.id, id), eq(contactLeads.source, kind)),
      );
      break;
    case 'newsletter':
      rows = await update(newsletterLeads, eq(newsletterLeads.id, id));
      break;
    case 'early-access':
      rows = await update(earlyAccessLeads, eq(earlyAccessLeads.id, id));
      break;
    case 'waiting-list':
      rows = await update(waitingListEntries, eq(waitingListEntries.id, id));
      break;
    case 'assessment':
      rows = await update(assessmentLeads, eq(assessmentLeads.id, id));
      break;
  }
  const [row] = rows;
  return row && { handledAt: row.handledAt?.toISOString() ?? null };
}
