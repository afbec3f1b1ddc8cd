import { render, screen, within } from '@testing-library/react';
import type { CaseListItem } from '@verdantia/domain/trustlink/case-answers';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CasesList } from './cases-list';
import { caseFilterFromParams } from './filters';

const base: CaseListItem = {
  id: 7,
  reference: 'TL-000007',
  title: 'Invoices split to avoid approval',
  interactionType: 'Governance',
  priority: 'Medium',
  status: 'new',
  receivedAt: '2025-03-01T09:00:00.000Z',
  assignee: null,
  awaitingStaff: false,
  acknowledgementDueAt: '2025-03-08T09:00:00.000Z',
  feedbackDueAt: '2025-06-08T09:00:00.000Z',
  acknowledgementOverdue: true,
  feedbackOverdue: false,
  overdue: true,
};

describe('CasesList', () => {
  it('highlights an overdue acknowledgement and links to the case', () => {
    render(
      <MemoryRouter>
        <CasesList
          caption="Cases"
          rows={[
            base,
            {
              ...base,
              id: 8,
              title: 'Fumes in the paint shop',
              status: 'under_investigation',
              acknowledgementOverdue: false,
              overdue: false,
              assignee: { id: 3, name: 'Jo Patel' },
              awaitingStaff: true,
            },
          ]}
        />
      </MemoryRouter>,
    );
    const [, overdueRow, calmRow] = screen.getAllByRole('row');
    expect(overdueRow).toHaveAttribute('data-overdue', 'true');
    expect(within(overdueRow!).getByText(/Acknowledge was due 8 Mar 2025/)).toHaveTextContent(
      '(overdue)',
    );
    expect(within(overdueRow!).getByRole('link')).toHaveAttribute('href', '/admin/cases/7');
    expect(calmRow).not.toHaveAttribute('data-overdue');
    expect(within(calmRow!).getByText('Feedback by 8 Jun 2025')).toBeVisible();
    expect(within(calmRow!).getByText('Reporter replied')).toBeVisible();
    expect(within(calmRow!).getByText('Jo Patel')).toBeVisible();
  });

  it('reads only known filter values from the address', () => {
    const params = new URLSearchParams(
      'status=closed&priority=Urgent&overdue=true&q=invoice&sort=deadline',
    );
    expect(caseFilterFromParams(params)).toEqual({
      q: 'invoice',
      status: 'closed',
      interactionType: '',
      priority: '',
      overdue: 'true',
      sort: 'deadline',
    });
  });
});
