import { stringify } from 'csv-stringify/sync';
import { leadKindLabels } from '@verdantia/domain';
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

/**
 * Spreadsheets run a cell that starts with = + - @ (or a tab or carriage return, which some treat
 * the same) as a formula: a lead could plant one. A leading apostrophe makes it plain text.
 */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

const cell = (value: string | null) => (value === null ? '' : neutraliseFormula(value));

/** The leads as CSV for Excel and others: UTF-8 with a BOM, CRLF line ends, every field quoted when needed. */
export function leadsCsv(leads: LeadRow[]): string {
  const rows = leads.map((lead) => [
    leadKindLabels[lead.kind],
    String(lead.id),
    lead.createdAt.toISOString(),
    lead.handledAt?.toISOString() ?? '',
    cell(lead.name),
    cell(lead.email),
    cell(lead.company),
    cell(lead.designation),
    cell(lead.phone),
    cell(lead.sector),
    cell(lead.country),
    cell(lead.programme),
    cell(lead.message),
  ]);
  return stringify([header, ...rows], { bom: true, record_delimiter: 'windows' });
}
