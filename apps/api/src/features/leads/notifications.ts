import type { RowMail } from '../../mail/outbox.ts';
import type {
  contactLeads,
  earlyAccessLeads,
  newsletterLeads,
  waitingListEntries,
} from '../../db/schema/index.ts';

// The e-mails that tell the provider about a new lead. Personal data belong in these bodies (staff
// need them to answer); they are never logged. Each is queued in the statement that stores the
// lead (mail/outbox.ts insertWithMail), so its last lines, when the lead was stored and its
// reference number, are read from the inserted row.

type ContactRow = typeof contactLeads.$inferInsert;
type EarlyAccessRow = typeof earlyAccessLeads.$inferInsert;
type WaitingListRow = typeof waitingListEntries.$inferInsert;
type NewsletterRow = typeof newsletterLeads.$inferInsert;

export const LEAD_NOTIFICATION = 'lead-notification';

/** "Label: value" lines; empty values read "(not given)". Multi-line values are indented. */
function fieldLines(fields: Array<[string, string | null | undefined]>): string {
  return fields
    .map(([label, value]) => {
      const text = value?.trim() ? value.trim().replace(/\r?\n/g, '\n    ') : '(not given)';
      return `${label}: ${text}`;
    })
    .join('\n');
}

/**
 * The text's parts: the intro and the fields, then "Received: <UTC time> UTC" and
 * "Reference: <what> #<id>" completed from the inserted row (its `created_at` and `id`).
 */
function body(
  intro: string,
  fields: Array<[string, string | null | undefined]>,
  reference: string,
): Pick<RowMail, 'head' | 'tail'> {
  return {
    head: [intro, '', fieldLines(fields), '', 'Received: '].join('\n'),
    tail: ` UTC\nReference: ${reference} #`,
  };
}

export function contactNotification(lead: ContactRow, to: string): RowMail {
  const modal = lead.source === 'request-info';
  const who = lead.companyName || lead.name || lead.professionalEmail;
  return {
    kind: LEAD_NOTIFICATION,
    to,
    replyTo: lead.professionalEmail,
    subject: modal ? `New information request from ${who}` : `New contact message from ${who}`,
    ...body(
      modal
        ? 'Someone asked for more information through the Request info form.'
        : 'A visitor sent a message through the contact form.',
      [
        ['Name', lead.name],
        ['Designation', lead.designation],
        ['Company', lead.companyName],
        ['Professional e-mail', lead.professionalEmail],
        ...(modal
          ? []
          : ([
              ['Sector', lead.sector],
              ['Phone', lead.phone],
              ['Message', lead.message],
            ] as Array<[string, string | null]>)),
      ],
      `${lead.source ?? 'contact'} lead`,
    ),
  };
}

export function earlyAccessNotification(lead: EarlyAccessRow, to: string): RowMail {
  return {
    kind: LEAD_NOTIFICATION,
    to,
    replyTo: lead.email,
    subject: `New early-access sign-up from ${lead.fullName}`,
    ...body(
      'Someone signed up for early access on the coming-soon page.',
      [
        ['Full name', lead.fullName],
        ['Business e-mail', lead.email],
        ['Business sector', lead.sector],
        ['Country', lead.country],
      ],
      'early-access lead',
    ),
  };
}

export function waitingListNotification(entry: WaitingListRow, to: string): RowMail {
  return {
    kind: LEAD_NOTIFICATION,
    to,
    replyTo: entry.email,
    subject: `New waiting-list entry from ${entry.firstName} ${entry.surname}, ${entry.companyName}`,
    ...body(
      'Someone joined the waiting list for the private beta.',
      [
        ['First name', entry.firstName],
        ['Surname', entry.surname],
        ['Company', entry.companyName],
        ['E-mail', entry.email],
        ['Programme', entry.programme],
        ['Message', entry.message],
      ],
      'waiting-list entry',
    ),
  };
}

export function newsletterNotification(lead: NewsletterRow, to: string): RowMail {
  return {
    kind: LEAD_NOTIFICATION,
    to,
    replyTo: lead.email,
    subject: 'New newsletter sign-up',
    ...body('Someone signed up for the newsletter.', [['E-mail', lead.email]], 'newsletter lead'),
  };
}
