import type { LeadKind } from '@verdantia/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { preparedOnce, prepareSql } from '../../../db/prepared.ts';
import { leadCounts } from '../../../db/schema/index.ts';
import { columns, rowsOf, toLeadRow, type LeadRow, type RawLead } from './lead-row.ts';
import { allLeads, whereClause, type LeadFilters } from './lead-union.ts';

// The leads inbox's reads: the export, one page, one lead.

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
 * How many leads match, as SQL giving one row with `total`. Without a date or a search, the
 * maintained counts answer (lead_counts, kept by triggers on the lead tables); otherwise the
 * matching leads are counted.
 */
function matchingCount(filters: LeadFilters): SQL {
  if (filters.from || filters.to || filters.q) {
    return sql`select count(*)::int as total from ${allLeads} where ${whereClause(filters)}`;
  }
  const counted =
    filters.status === 'new'
      ? sql`${leadCounts.total} - ${leadCounts.handled}`
      : filters.status === 'handled'
        ? sql`${leadCounts.handled}`
        : sql`${leadCounts.total}`;
  const kind = filters.kind ? sql`${leadCounts.kind} = ${filters.kind}` : sql`true`;
  return sql`select coalesce(sum(${counted}), 0)::int as total from ${leadCounts} where ${kind}`;
}

/**
 * A whole number written into the statement rather than passed as a parameter. The page's LIMIT
 * and OFFSET go this way: the statement is prepared once (db/pglite-statements.ts), and with a
 * parameter LIMIT PostgreSQL costs the generic plan too high to use, so it planned the union
 * again on every visit (about 1 ms, twice the reading). With the numbers in the text the first
 * page, the one the inbox opens on, is planned once.
 */
function integer(value: number): SQL {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`not a row count: ${value}`);
  return sql.raw(String(value));
}

/** The statement of one page of matching leads and how many match in all (see pageOfLeads). */
function pageSql(filters: LeadFilters, page: { page: number; pageSize: number }): SQL {
  return sql`select matching.total, page.* from (${matchingCount(filters)}) as matching
    left join lateral (
      select ${columns} from ${allLeads} where ${whereClause(filters)} ${newestFirst}
      limit ${integer(page.pageSize)} offset ${integer((page.page - 1) * page.pageSize)}
    ) as page on true`;
}

const noFilter = (filters: LeadFilters) =>
  Object.values(filters).every((value) => value === undefined);

/**
 * The inbox as it opens, its first page unfiltered (most of its traffic), built once per database
 * and page size (at most 100 of them): building the union's text with Drizzle was a sixteenth of
 * the request's CPU (V8 profile at 200 requests/s).
 */
const openingPage = preparedOnce((db) => {
  const bySize = new Map<number, ReturnType<typeof prepareSql>>();
  return (pageSize: number) => {
    let statement = bySize.get(pageSize);
    if (!statement) {
      statement = prepareSql(db, pageSql({}, { page: 1, pageSize }), `leads_inbox_${pageSize}`);
      bySize.set(pageSize, statement);
    }
    return statement;
  };
});

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
  const result = rowsOf<{ total: number | string } & Partial<RawLead>>(
    page.page === 1 && noFilter(filters)
      ? await openingPage(db)(page.pageSize).execute()
      : await db.execute(pageSql(filters, page)),
  );
  return {
    rows: result.filter((raw): raw is typeof raw & RawLead => raw.id != null).map(toLeadRow),
    total: Number(result[0]?.total ?? 0),
  };
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
