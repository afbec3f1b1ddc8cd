import { z } from 'zod';

/** One business sector of the contact form's list (GET /api/sectors-types/names). */
const sectorSchema = z.object({ id: z.number().int(), name: z.string() });
export type Sector = z.infer<typeof sectorSchema>;

/** Sorted by name. The list never contains the catch-all, which the form appends itself. */
export const sectorListSchema = z.array(sectorSchema);

export const OTHER_SECTOR = 'Others';
