import type { FollowUpResponse } from '@verdantia/domain/trustlink/conversation';
import { http, postJson } from '~/lib/http';

export type FollowUpRecord = FollowUpResponse;
export type ConversationEntry = FollowUpResponse['conversation'][number];

/** Logs in with ID and PIN; the answer opens a short reporter session for remarks. */
/** A file of the case (the reporter's own or one staff sent), through the follow-up session. */
export const sessionFileHref = (id: number) => `/api/stakeholder-interactions/session/files/${id}`;

export const followUp = (intId: string, password: string) =>
  postJson<FollowUpRecord>('/api/stakeholder-interactions/followUp', { intId, password });

/** Sends a remark (and an optional file) to the case handler; answers the updated record. */
export function sendRemark(remark: string, file?: File) {
  const form = new FormData();
  form.set('remark', remark);
  if (file) form.append('evidences', file);
  return http<FollowUpRecord>('/api/stakeholder-interactions/session/remarks', {
    method: 'POST',
    body: form,
  });
}

/** Ends the reporter session (closing the modal); a failure changes nothing for the reporter. */
export const endReporterSession = () =>
  http('/api/stakeholder-interactions/session', { method: 'DELETE', body: {} }).catch(() => {});
