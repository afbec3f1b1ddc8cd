import { pillars, sectorLabel, sizeBandLabel } from '@verdantia/domain';
import { toCsv } from '../../../http/csv.ts';

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

/** Finished assessments as CSV (http/csv.ts: formulas neutralised, separators quoted). */
export function assessmentsCsv(rows: ExportRow[]): string {
  const records = rows.map((row) => [
    row.id,
    row.organisation,
    row.sizeBand ? sizeBandLabel(row.sizeBand) : '',
    row.sector ? sectorLabel(row.sector) : '',
    row.testRun ? 'yes' : 'no',
    row.overall ?? '',
    ...pillars.map((pillar) => row.pillarScores?.[pillar.id] ?? ''),
    row.medal ?? 'beginning',
    row.finishedAt?.toISOString() ?? '',
  ]);
  return toCsv([header, ...records]);
}
