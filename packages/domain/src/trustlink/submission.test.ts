import { describe, expect, it } from 'vitest';
import {
  canMoveCase,
  caseMessages,
  caseStatusChangeSchema,
  followUpRequestSchema,
  interactionFormSchema,
  interactionSubmissionSchema,
  pinStrength,
} from '../index.ts';
import { addBusinessDays, addMonths } from '../common/date-arithmetic.ts';
import { caseDeadlines } from './deadlines.ts';

const valid = {
  title: 'Waste dumped at the river',
  interactionType: 'Environmental',
  interactionDescription: 'Drums were emptied into the river at night.',
  interactionLocation: 'Northern plant',
  priority: 'High',
  relationShip: 'Employee',
  reporter: { password: 'river-2024' },
  involvedPersons: [{ fullName: 'A. Manager', jobRole: 'Site manager' }],
};

const errorsOf = (value: unknown) => {
  const result = interactionSubmissionSchema.safeParse(value);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[issue.path.join('.')] ??= issue.message;
  return out;
};

describe('the TrustLink submission schema', () => {
  it('accepts a complete report and leaves optional fields out', () => {
    const parsed = interactionSubmissionSchema.parse({ ...valid, closureDate: '' });
    expect(parsed.closureDate).toBeUndefined();
    expect(parsed.reporter.email).toBeUndefined();
  });

  it('words every missing required field as the form does', () => {
    expect(errorsOf({ reporter: {}, involvedPersons: [{}] })).toEqual({
      title: 'Required',
      interactionType: 'Required',
      interactionDescription: 'Must be at least 10 characters',
      interactionLocation: 'Required',
      priority: 'Required',
      relationShip: 'Required',
      'reporter.password': 'Required',
      'involvedPersons.0.fullName': 'Required',
      'involvedPersons.0.jobRole': 'Required',
    });
  });

  it('says a short title and a short description are too short', () => {
    const errors = errorsOf({ ...valid, title: 'Spill', interactionDescription: 'Too short' });
    expect(errors.title).toBe('Must be at least 6 characters');
    expect(errors.interactionDescription).toBe('Must be at least 10 characters');
  });

  it('refuses a short PIN and PINs that do not match', () => {
    expect(errorsOf({ ...valid, reporter: { password: '123' } })['reporter.password']).toBe(
      'Must be at least 6 characters',
    );
    const form = interactionFormSchema.safeParse({ ...valid, pinConfirm: 'other-pin' });
    expect(form.success ? '' : form.error.issues[0]?.message).toBe('The two PINs do not match');
  });

  it('rates PINs for the strength hint', () => {
    expect(pinStrength('123456')).toBe('weak');
    expect(pinStrength('aaaaaaaaaa')).toBe('weak');
    expect(pinStrength('98172635')).toBe('fair');
    expect(pinStrength('river-otter-42')).toBe('strong');
  });
});

describe('the follow-up request', () => {
  it('reads an ID typed with spaces and refuses one that is not 16 digits', () => {
    expect(followUpRequestSchema.parse({ intId: '1234 5678 9012 3456', password: 'x' }).intId).toBe(
      '1234567890123456',
    );
    expect(followUpRequestSchema.safeParse({ intId: '12', password: 'x' }).success).toBe(false);
  });
});

describe('the case workflow and deadlines', () => {
  it('allows the workflow moves and needs a reason and an outcome to close', () => {
    expect(canMoveCase('new', 'acknowledged')).toBe(true);
    expect(canMoveCase('new', 'awaiting_reporter')).toBe(false);
    expect(caseStatusChangeSchema.safeParse({ status: 'closed' }).success).toBe(false);
    const noOutcome = caseStatusChangeSchema.safeParse({
      status: 'closed',
      closureReason: 'duplicate',
    });
    expect(noOutcome.error?.issues.map((issue) => issue.message)).toEqual([
      caseMessages.outcomeRequired,
    ]);
    expect(
      caseStatusChangeSchema.safeParse({
        status: 'closed',
        closureReason: 'duplicate',
        outcome: '   ',
      }).success,
    ).toBe(false);
    expect(
      caseStatusChangeSchema.safeParse({
        status: 'closed',
        closureReason: 'duplicate',
        outcome: 'This repeats an earlier report, which we are handling.',
      }).success,
    ).toBe(true);
  });

  it('counts business days over weekends and months to the end of a short month', () => {
    // Friday 1 March 2024 + 10 business days = Friday 15 March.
    expect(addBusinessDays(new Date('2024-03-01T10:00:00Z'), 10).toISOString()).toBe(
      '2024-03-15T10:00:00.000Z',
    );
    expect(addMonths(new Date('2023-11-30T00:00:00Z'), 3).toISOString()).toBe(
      '2024-02-29T00:00:00.000Z',
    );
  });

  it('flags an unacknowledged report after 7 days and missing feedback after 3 months', () => {
    const receivedAt = new Date('2024-01-01T00:00:00Z');
    const base = { receivedAt, acknowledgedAt: null, feedbackGivenAt: null, closedAt: null };
    expect(caseDeadlines(base, new Date('2024-01-07T00:00:00Z')).overdue).toBe(false);
    expect(caseDeadlines(base, new Date('2024-01-09T00:00:00Z')).acknowledgementOverdue).toBe(true);
    const acknowledged = { ...base, acknowledgedAt: new Date('2024-01-02T00:00:00Z') };
    const late = caseDeadlines(acknowledged, new Date('2024-04-03T00:00:00Z'));
    expect(late.feedbackDueAt.toISOString()).toBe('2024-04-02T00:00:00.000Z');
    expect(late.feedbackOverdue).toBe(true);
    const closed = { ...acknowledged, closedAt: new Date('2024-03-01T00:00:00Z') };
    expect(caseDeadlines(closed, new Date('2025-01-01T00:00:00Z')).overdue).toBe(false);
  });
});
