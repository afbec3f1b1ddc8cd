import { levelExamples } from '@verdantia/domain/assessment/level-examples';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { GuidanceDisclosure } from './guidance-disclosure';

describe('the guidance under a question', () => {
  // Enter and Space on the summary are the browser's own behaviour (the Playwright journey
  // presses Enter); jsdom only implements the click.
  it('is reachable by Tab and, once opened, shows an example of every level', async () => {
    const user = userEvent.setup();
    render(<GuidanceDisclosure questionId="env-scope3" area="Value chain emissions (Scope 3)" />);
    const summary = screen.getByText(/what this means, examples and what proves it/);
    await user.tab();
    expect(summary.closest('summary')).toHaveFocus();
    await user.click(summary);
    expect(summary.closest('details')).toHaveAttribute('open');
    const list = await screen.findByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    levelExamples['env-scope3']!.forEach((example, index) =>
      expect(items[index]).toHaveTextContent(`Level ${index + 1}: ${example}`),
    );
    expect(screen.getByText(/Scope 3 is every other emission/)).toBeInTheDocument();
    expect(screen.getByText('Evidence that would prove it')).toBeInTheDocument();
  });
});
