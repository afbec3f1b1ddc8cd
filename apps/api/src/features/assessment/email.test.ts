import { assessmentMessages } from '@verdantia/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { assessmentLeads, outboxMessages } from '../../db/schema/index.ts';
import { createTestApp } from '../../test/app.ts';
import {
  allAnswers,
  answerAndFinish,
  contactToken,
  json,
  startAssessment,
} from '../../test/assessment.ts';

const phishing = 'URGENT: your mailbox is suspended - verify now at evil-login.example/reset';
const mailsTo = (app: App, to: string) =>
  app.db.select().from(outboxMessages).where(eq(outboxMessages.toAddress, to));

describe('"E-mail me the report"', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('sends only our words and scores: no text the visitor wrote', async () => {
    const id = await startAssessment(app, { organisation: phishing });
    await answerAndFinish(app, id, allAnswers(1));
    const response = await json(app, 'POST', `/api/assessments/${id}/email`, {
      email: 'Victim@Example.org',
    });
    expect(response.json()).toEqual({ message: assessmentMessages.emailed });
    const [mail] = await mailsTo(app, 'Victim@Example.org');
    expect(mail?.subject).toBe('Your ESG maturity report: 25/100');
    expect(mail?.textBody).toContain(`/start-green/${id}`);
    expect(mail?.textBody).toContain('Environment: 25/100');
    for (const piece of ['URGENT', 'evil-login', 'suspended'])
      expect(`${mail?.subject} ${mail?.textBody}`).not.toContain(piece);
  });

  it('sends once per assessment and address, however often it is asked', async () => {
    const id = await startAssessment(app);
    await answerAndFinish(app, id, allAnswers(2));
    for (const email of ['once@example.org', 'ONCE@example.org', 'once@example.org']) {
      const response = await json(app, 'POST', `/api/assessments/${id}/email`, { email });
      expect(response.json()).toEqual({ message: assessmentMessages.emailed });
    }
    const sent = [
      ...(await mailsTo(app, 'once@example.org')),
      ...(await mailsTo(app, 'ONCE@example.org')),
    ];
    expect(sent).toHaveLength(1);
  });

  it('makes the address a lead only when its owner confirms through the mail', async () => {
    const id = await startAssessment(app);
    await answerAndFinish(app, id, allAnswers(3));
    await json(app, 'POST', `/api/assessments/${id}/email`, { email: 'buyer@example.org' });
    const lead = async () =>
      (await app.db.select().from(assessmentLeads).where(eq(assessmentLeads.assessmentId, id)))[0];
    expect((await lead())?.confirmedAt).toBeNull();

    const token = (await contactToken(app, 'buyer@example.org'))!;
    const wrong = await json(app, 'POST', `/api/assessments/${id}/contact`, {
      token: 'B'.repeat(43),
    });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toBe(assessmentMessages.contactLinkInvalid);
    const ok = await json(app, 'POST', `/api/assessments/${id}/contact`, { token });
    expect(ok.json().message).toBe(assessmentMessages.contactConfirmed);
    expect((await lead())?.confirmedAt).toBeInstanceOf(Date);
    // The link works once; the token is not kept.
    expect((await json(app, 'POST', `/api/assessments/${id}/contact`, { token })).statusCode).toBe(
      404,
    );
    expect((await lead())?.confirmTokenHash).toBeNull();
  });

  it('refuses bad input with a 400 and a human message', async () => {
    const id = await startAssessment(app);
    await answerAndFinish(app, id, allAnswers(0));
    for (const body of [
      { email: 'not-an-address' },
      { email: 'a\u0000@example.org' },
      { email: 12 },
      {},
    ]) {
      const bad = await json(app, 'POST', `/api/assessments/${id}/email`, body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
    }
    for (const token of ['short', '\uD800'.repeat(43), 1e308, null]) {
      const bad = await json(app, 'POST', `/api/assessments/${id}/contact`, { token });
      expect(bad.statusCode, String(token)).toBe(400);
      expect(bad.json().message).toBe(assessmentMessages.contactLinkInvalid);
    }
  });

  it('limits how many reports one client may send in an hour', async () => {
    const limited = await createTestApp({ REPORT_MAIL_RATE_LIMIT_MAX: 3 });
    try {
      const id = await startAssessment(limited);
      await answerAndFinish(limited, id, allAnswers(2));
      const codes = [];
      for (let i = 1; i <= 5; i++) {
        const response = await json(limited, 'POST', `/api/assessments/${id}/email`, {
          email: `person${i}@example.org`,
        });
        codes.push(response.statusCode);
      }
      expect(codes).toEqual([200, 200, 200, 429, 429]);
      expect((await limited.db.select().from(outboxMessages)).length).toBe(3);
    } finally {
      await limited.close();
    }
  });
});
