import { accessMessages, caseMessages } from '@verdantia/domain';
import { and, eq } from 'drizzle-orm';
import { visibleTo } from '../../../auth/case-visibility.ts';
import type { StaffPrincipal } from '../../../auth/staff-sessions.ts';
import type { Database } from '../../../db/client.ts';
import { trustlinkInteractions as t } from '../../../db/schema/index.ts';
import { HttpError } from '../../../http/http-error.ts';

export { holdsCaseManager, isCaseManager, visibleTo } from '../../../auth/case-visibility.ts';

// Need to know in the console: who is asking and what they may read (auth/case-visibility.ts has
// the SQL). A case the reader may not see answers 404, as if it did not exist.

/** Who is asking, with what they may read. */
export interface CaseReader {
  id: number;
  name: string;
  email: string;
  sessionId: number;
  role: StaffPrincipal['role'];
  caseManager: boolean;
}

/** The reader of a request: the case-manager permission was read with its session. */
export function readerOf(staff: StaffPrincipal): CaseReader {
  return { ...staff };
}

/** @throws HttpError 404 unless the reader may see the case. */
export async function assertVisible(db: Database, reader: CaseReader, id: number): Promise<void> {
  const [row] = await db
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.id, id), visibleTo(reader)));
  if (!row) throw new HttpError(404, caseMessages.notFound);
}

/** @throws HttpError 403 unless the reader is a case manager. */
export function assertManager(reader: CaseReader): void {
  if (!reader.caseManager) throw new HttpError(403, accessMessages.notCaseManager);
}
