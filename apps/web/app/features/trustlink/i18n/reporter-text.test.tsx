import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FollowUpResponse } from '@verdantia/domain/trustlink/conversation';
import { reporterLanguages } from '@verdantia/domain/trustlink/languages';
import { trustlinkMessages } from '@verdantia/domain/trustlink/messages';
import { createRef, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import FollowUpDialog from '../follow-up/follow-up-dialog';
import { FollowUpDetails } from '../follow-up/follow-up-details';
import { sampleRecord } from '../follow-up/sample-record';
import { LandingHero } from '../landing/landing-hero';
import LandingSections from '../landing/landing-sections';
import { receiptFrom, receiptText } from '../receipt';
import { SafetyGuidance } from '../safety-guidance';
import InteractionForm from '../submit/interaction-form';
import { SubmissionSuccess } from '../submit/submission-success';
import { reporterDictionaries } from './dictionaries';
import { ReporterTextProvider } from './reporter-text';
import { en, type ReporterText } from './text-en';
import { translateMessage } from './translate-message';

// Two guarantees of the reporter's languages:
// 1. every dictionary has every key of the English one, with the same `{marks}`, and no empty text;
// 2. every word the reporter screens show comes from a dictionary: the screens are drawn with a
//    pseudo-dictionary whose every text is wrapped in ⟦ ⟧, and any visible text (or label,
//    placeholder) outside such a wrapper is a string written into a component by hand.

type Leaf = { path: string; value: string };

function leaves(value: unknown, path = ''): Leaf[] {
  if (typeof value === 'string') return [{ path, value }];
  if (Array.isArray(value)) return value.flatMap((item, i) => leaves(item, `${path}[${i}]`));
  return Object.entries(value as Record<string, unknown>).flatMap(([key, item]) =>
    leaves(item, path ? `${path}.${key}` : key),
  );
}

const marks = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the reporter dictionaries', () => {
  const english = leaves(en);

  it.each(reporterLanguages.filter((l) => l !== 'en'))(
    '%s has every English key, with the same marks, and no empty text',
    (language) => {
      const translated = new Map(
        leaves(reporterDictionaries[language]).map((leaf) => [leaf.path, leaf.value]),
      );
      const missing = english.filter((leaf) => !translated.has(leaf.path)).map((l) => l.path);
      expect(missing).toEqual([]);
      expect(translated.size).toBe(english.length);
      for (const { path, value } of english) {
        const own = translated.get(path)!;
        expect(own.trim(), path).not.toBe('');
        expect(marks(own), path).toEqual(marks(value));
      }
    },
  );

  it('fails on a missing key (the check above is not vacuous)', () => {
    const broken = structuredClone(reporterDictionaries.cy) as unknown as Record<string, unknown>;
    delete (broken.followUp as Record<string, unknown>).close;
    const paths = new Set(leaves(broken).map((leaf) => leaf.path));
    expect(english.filter((leaf) => !paths.has(leaf.path)).map((l) => l.path)).toEqual([
      'followUp.close',
    ]);
  });

  it('translates every message of the shared rules the reporter can meet', () => {
    const { cy } = reporterDictionaries;
    const staticMessages = (Object.values(trustlinkMessages) as unknown[]).filter(
      (message): message is string =>
        typeof message === 'string' && message !== trustlinkMessages.notAuthorized,
    );
    for (const message of staticMessages) {
      expect(translateMessage(message, cy), message).not.toBe(message);
    }
    expect(translateMessage(trustlinkMessages.fileNameRefused('hta'), cy)).toContain('.hta');
    expect(translateMessage('Title must be at most 200 characters.', cy)).toContain('200');
    expect(translateMessage('Title must be at most 200 characters.', cy)).toContain(
      cy.labels.Title,
    );
  });
});

/** The English dictionary with every text wrapped in ⟦ ⟧ (marks kept, choice keys kept). */
const pseudo = (function wrap(value: unknown): unknown {
  if (typeof value === 'string') return `⟦${value}⟧`;
  if (Array.isArray(value)) return value.map(wrap);
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, wrap(v)]),
  );
})(en) as ReporterText;

/**
 * What is shown as given, not from a dictionary: the reporter's data, dates and sizes, and the
 * language switch, where each language is named in itself (English, Cymraeg, Polski).
 */
const dataOnScreen =
  /^(English|Cymraeg|Polski|\*|·|—|,|\d{16}|\d+( KB| MB)?|.*\d{4}.*|\(?[\d\s+]+\)?|yard\.jpg|Waste dumped behind depot|Sam Carter, Jo Patel|Sam Carter \(Depot manager\), Jo Patel \(Driver\)|Drums were left behind the depot overnight\.|Leeds depot|Which night was it\?|We found the drums and removed them\.)$/;

/** Every visible text and accessible text attribute outside a ⟦ ⟧ wrapper. */
function handWritten(root: HTMLElement): string[] {
  const found: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const isWrapped = (text: string) => /⟦[\s\S]*⟧/.test(text);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent!.trim();
    if (!text || node.parentElement?.closest('script, style')) continue;
    // A wrapped text split around an element: the parent holds the wrapper as a whole.
    const whole = node.parentElement?.textContent ?? '';
    if (
      isWrapped(text) ||
      (whole.includes('⟦') && whole.includes('⟧') && !text.match(/[A-Za-z]{3,}/))
    )
      continue;
    if (!dataOnScreen.test(text)) found.push(text);
  }
  for (const element of root.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')) {
    for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
      const value = element.getAttribute(name)?.trim();
      if (value && !isWrapped(value) && !dataOnScreen.test(value)) found.push(`${name}=${value}`);
    }
  }
  return found;
}

const inPseudo = (ui: ReactNode) => (
  <MemoryRouter>
    <ReporterTextProvider language="en" text={pseudo}>
      {ui}
    </ReporterTextProvider>
  </MemoryRouter>
);

const record: FollowUpResponse = {
  ...sampleRecord,
  status: 'closed',
  statusLabel: 'Closed',
  closedAt: '2025-04-01T10:00:00.000Z',
  outcome: 'We found the drums and removed them.',
  deletesOn: '2026-04-01',
  lastReplyBy: '2025-04-15',
};

afterEach(() => vi.unstubAllGlobals());

describe('every word on the reporter screens comes from the dictionary', () => {
  it('on the landing', () => {
    const { container } = render(
      inPseudo(
        <>
          <LandingHero page="trustLink2" />
          <LandingSections page="trustLink2" />
        </>,
      ),
    );
    expect(handWritten(container)).toEqual([]);
  });

  it('on the form, with its messages after an empty submit', async () => {
    const { container } = render(
      inPseudo(
        <>
          <SafetyGuidance compact />
          <InteractionForm />
        </>,
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: '⟦Submit⟧' }));
    expect(await screen.findAllByText('⟦Required⟧')).not.toHaveLength(0);
    expect(handWritten(container)).toEqual([]);
  });

  it('on the confirmation and in the receipt', () => {
    const receipt = receiptFrom({
      interactionId: '4821039957261184',
      createdAt: '2025-03-05T10:00:00.000Z',
      followUpBy: '2025-03-19',
      retentionDays: 30,
    });
    const { container } = render(inPseudo(<SubmissionSuccess receipt={receipt} />));
    expect(handWritten(container)).toEqual([]);
    const lines = receiptText(receipt, pseudo)
      .split('\n')
      .map((line) => line.replace(/^⟦[^⟧]*⟧:\s*/, '').trim())
      .filter((line) => line && !/^=+$/.test(line));
    expect(lines.filter((line) => !line.includes('⟦') && !dataOnScreen.test(line))).toEqual([]);
  });

  it('in the follow-up: the sign-in, the report, the outcome and the messages', () => {
    const login = render(
      inPseudo(<FollowUpDialog open onOpenChange={() => {}} returnFocusTo={createRef()} />),
    );
    expect(handWritten(document.body)).toEqual([]);
    login.unmount();
    const details = render(inPseudo(<FollowUpDetails record={record} onRecord={() => {}} />));
    expect(handWritten(details.container)).toEqual([]);
  });
});
