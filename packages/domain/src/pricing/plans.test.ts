import { describe, expect, it } from 'vitest';
import { featuresOf, planFeatures } from './plan-features.ts';
import { plans } from './plans.ts';

const y = true;
const n = false;

describe('plans', () => {
  it('has the three plans, Sustainability Leader alone marked Most Impactful', () => {
    expect(plans.map((p) => p.name)).toEqual([
      'ESG Activator',
      'Net Zero Strategist',
      'Sustainability Leader',
    ]);
    expect(plans.filter((p) => p.mostImpactful).map((p) => p.id)).toEqual([
      'sustainability-leader',
    ]);
  });

  it('holds the 15 feature rows exactly', () => {
    const table = planFeatures.map((f) => [
      f.label,
      f.values['esg-activator'],
      f.values['net-zero-strategist'],
      f.values['sustainability-leader'],
    ]);
    expect(table).toEqual([
      ['AI-powered ESG insight and maturity assessment', y, y, y],
      ['AI roadmap aligned with CSRD and ISSB', y, y, y],
      ['ISSB readiness (S1, S2)', y, y, y],
      ['GHG emissions measurement (scopes 1, 2, 3)', n, y, y],
      ['Advanced emissions analytics and reporting', n, y, y],
      ['Science-based decarbonisation pathway', n, y, y],
      ['Supply chain model', n, y, y],
      ['Advanced predictive analytics', n, n, y],
      ['API integration', n, y, y],
      ['ESG due diligence', n, n, y],
      ['CSRD readiness', n, n, y],
      ['Double materiality assessment', n, n, y],
      ['Number of users', 'Up to 5', 'Up to 5', 'Unlimited'],
      ['Academy training credits', 2, 10, 10],
      ['Quarterly reviews and success support', n, y, y],
    ]);
  });

  it('lists what each plan includes', () => {
    expect(featuresOf('esg-activator')).toHaveLength(5);
    expect(featuresOf('net-zero-strategist')).toHaveLength(11);
    expect(featuresOf('sustainability-leader')).toHaveLength(15);
  });
});
