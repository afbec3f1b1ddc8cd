import { http, postJson } from '~/lib/http';

export interface ConversationEntry {
  id: string;
  author: 'staff' | 'reporter';
  body: string;
  createdAt: string;
  attachmentName?: string | null;
}

/** The interaction as its reporter sees it, with the conversation in time order. */
export interface FollowUpRecord {
  intId: string;
  title: string;
  createdAt: string;
  involvedPersons: { fullName: string }[];
  status: string;
  closureDate: string | null;
  conversation: ConversationEntry[];
}

/** Logs in with ID and PIN; the answer opens a short reporter session for remarks. */
export const followUp = (intId: string, password: string) =>
  postJson<FollowUpRecord>('/api/stakeholder-interactions/followUp', { intId, password });

/** Sends a remark (and an optional file) to the case handler; answers the updated record. */
export function sendRemark(body: string, file?: File) {
  const form = new FormData();
  form.set('body', body);
  if (file) form.append('evidences', file);
  return http<FollowUpRecord>('/api/stakeholder-interactions/remarks', {
    method: 'POST',
    body: form,
  });
}

/** Ends the reporter session (closing the modal); a failure changes nothing for the reporter. */
export const endReporterSession = () =>
  http('/api/stakeholder-interactions/session', { method: 'DELETE', body: {} }).catch(() => {});
