import type { LeadRow } from './lead-row.ts';

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
