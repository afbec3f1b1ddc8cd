import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CaseDeadlines } from './deadline';

const closedWithoutWriting = {
  status: 'closed' as const,
  acknowledgementDueAt: '2025-03-08T09:00:00.000Z',
  feedbackDueAt: '2025-06-08T09:00:00.000Z',
  acknowledgementOverdue: false,
  feedbackOverdue: false,
  acknowledgedAt: '2025-03-02T09:00:00.000Z',
  feedbackGivenAt: null,
};

describe('the case deadlines', () => {
  it('shows the feedback deadline met only when the reporter was written to', () => {
    const { rerender } = render(<CaseDeadlines item={closedWithoutWriting} />);
    expect(screen.getByText(/Acknowledged 2 Mar 2025/)).toBeTruthy();
    // A status change (here: closed) is no feedback by itself.
    expect(screen.queryByText(/Feedback given/)).toBeNull();
    rerender(
      <CaseDeadlines item={{ ...closedWithoutWriting, feedbackGivenAt: '2025-04-01T09:00:00Z' }} />,
    );
    expect(screen.getByText(/Feedback given 1 Apr 2025/)).toBeTruthy();
  });
});
