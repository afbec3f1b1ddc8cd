import { pillars, sectorLabel, sizeBandLabel } from '@verdantia/domain';
import { stringify } from 'csv-stringify/sync';

export interface ExportRow {
  id: string;
  organisation: string;
  sizeBand: string | null;
  sector: string | null;
  testRun: boolean;
  overall: number | null;
  pillarScores: Record<string, number | null> | null;
  medal: string | null;
  finishedAt: Date | null;
}

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return) as a formula,
 * and the organisation name is the visitor's text: a leading apostrophe keeps it plain. Cells that
 * hold a comma, quote or line break are quoted by the CSV writer.
 */
export const neutraliseFormula = (value: string) =>
  /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;

const header = [
  'Result ID',
  'Organisation',
  'Size band',
  'Sector',
  'Staff test run',
  'Overall',
  ...pillars.map((pillar) => pillar.title),
  'Medal',
  'Finished (UTC)',
];

/** Finished assessments as CSV: UTF-8 with a BOM and CRLF line ends, as Excel expects. */
export function assessmentsCsv(rows: ExportRow[]): string {
  const records = rows.map((row) => [
    row.id,
    neutraliseFormula(row.organisation),
    row.sizeBand ? sizeBandLabel(row.sizeBand) : '',
    row.sector ? sectorLabel(row.sector) : '',
    row.testRun ? 'yes' : 'no',
    row.overall ?? '',
    ...pillars.map((pillar) => row.pillarScores?.[pillar.id] ?? ''),
    row.medal ?? 'beginning',
    row.finishedAt?.toISOString() ?? '',
  ]);
  return stringify([header, ...records], { bom: true, record_delimiter: 'windows' });
}
