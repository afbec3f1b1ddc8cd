import type { AssessmentResultView } from '@verdantia/domain/assessment/schemas';
import { awardFor } from '@verdantia/domain/assessment/scoring';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MedalPanel } from './medal-panel';
import { ScoreChart } from './score-chart';

const resultFor = (overall: number, previousScore: number | null = null): AssessmentResultView => ({
  overall,
  pillars: [
    { id: 'environment', title: 'Environment', score: overall, answered: 7, questions: 7 },
    { id: 'social', title: 'Social', score: overall, answered: 7, questions: 7 },
    { id: 'governance', title: 'Governance', score: overall, answered: 7, questions: 7 },
    { id: 'data', title: 'Data & reporting readiness', score: overall, answered: 7, questions: 7 },
  ],
  ...awardFor(overall, previousScore ?? undefined),
  strengths: [],
  weakest: [],
  actionPlan: [],
  coverage: { version: 'test', frameworks: [] },
  trend: null,
  benchmark: { peers: 0, percentile: null },
  previousScore,
  issuedAt: '2026-11-25T02:00:00.000Z',
  validUntil: '2027-11-25T02:00:00.000Z',
});

describe('the result parts', () => {
  it('draws the chart as one image whose text alternative gives every figure', () => {
    render(<ScoreChart result={resultFor(72)} />);
    const chart = screen.getByRole('img', { name: 'Scores by pillar' });
    expect(chart).toHaveAccessibleDescription(
      'Environment 72 out of 100, Social 72 out of 100, Governance 72 out of 100, Data & reporting readiness 72 out of 100, Overall 72 out of 100. Medals start at 50, 70, 80 and 90 points.',
    );
  });

  it('shows the medal and how far the next one is', () => {
    render(<MedalPanel result={resultFor(72)} />);
    expect(screen.getByRole('img', { name: 'Silver medal' })).toBeInTheDocument();
    expect(screen.getByText('Eco Innovator')).toBeInTheDocument();
    expect(screen.getByText(/8 more points reach Sustainability Leader/)).toBeInTheDocument();
  });

  it('shows the Beginning stage with the Committed Badge, and Fast Mover on a rise', () => {
    render(<MedalPanel result={resultFor(45, 38)} />);
    expect(screen.getByText('Beginning stage')).toBeInTheDocument();
    const badges = screen.getByRole('list', { name: 'Badges' });
    expect(badges).toHaveTextContent('Committed Badge');
    expect(badges).toHaveTextContent('Fast Mover Badge');
    expect(screen.getByText('Previous assessment: 38/100')).toBeInTheDocument();
  });
});
