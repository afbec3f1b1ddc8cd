import { leadKindLabels } from '@verdantia/domain';
import { toCsv } from '../../../http/csv.ts';
import type { LeadRow } from './lead-row.ts';

const header = [
  'Kind',
  'ID',
  'Received (UTC)',
  'Handled (UTC)',
  'Name',
  'E-mail',
  'Company',
  'Designation',
  'Phone',
  'Sector',
  'Country',
  'Programme',
  'Message',
];

/** The leads as CSV (http/csv.ts: formulas neutralised, separators quoted, BOM, CRLF). */
export function leadsCsv(leads: LeadRow[]): string {
  const rows = leads.map((lead) => [
    leadKindLabels[lead.kind],
    String(lead.id),
    lead.createdAt.toISOString(),
    lead.handledAt?.toISOString() ?? '',
    lead.name,
    lead.email,
    lead.company,
    lead.designation,
    lead.phone,
    lead.sector,
    lead.country,
    lead.programme,
    lead.message,
  ]);
  return toCsv([header, ...rows]);
}
