import type { LeadKind } from '@verdantia/domain';
import { sql } from 'drizzle-orm';

// A lead as the inbox and the CSV read it, whichever table it came from, and how a raw row of the
// union becomes one.

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

export const columns = sql`kind, id, created_at, handled_at, name, email, company, designation, phone,
  sector, country, programme, message`;

export interface RawLead {
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
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

// Raw queries return timestamps as strings on node-postgres and as Dates on PGlite.
const toDate = (value: string | Date) => (value instanceof Date ? value : new Date(value));

export function toLeadRow(raw: RawLead): LeadRow {
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
