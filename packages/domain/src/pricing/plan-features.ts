import type { PlanId } from './plans.ts';

// The feature rows of the pricing comparison, as the original pricing page lists them.

/** true = included, false = not included; text and numbers are shown as they are. */
export type PlanFeatureValue = boolean | string | number;

export interface PlanFeature {
  label: string;
  values: Record<PlanId, PlanFeatureValue>;
}

const row = (
  label: string,
  activator: PlanFeatureValue,
  netZero: PlanFeatureValue,
  leader: PlanFeatureValue,
): PlanFeature => ({
  label,
  values: {
    'esg-activator': activator,
    'net-zero-strategist': netZero,
    'sustainability-leader': leader,
  },
});

/** The comparison table of the original pricing page, row for row. */
export const planFeatures: readonly PlanFeature[] = [
  row('AI-powered ESG insight and maturity assessment', true, true, true),
  row('AI roadmap aligned with CSRD and ISSB', true, true, true),
  row('ISSB readiness (S1, S2)', true, true, true),
  row('GHG emissions measurement (scopes 1, 2, 3)', false, true, true),
  row('Advanced emissions analytics and reporting', false, true, true),
  row('Science-based decarbonisation pathway', false, true, true),
  row('Supply chain model', false, true, true),
  row('Advanced predictive analytics', false, false, true),
  row('API integration', false, true, true),
  row('ESG due diligence', false, false, true),
  row('CSRD readiness', false, false, true),
  row('Double materiality assessment', false, false, true),
  row('Number of users', 'Up to 5', 'Up to 5', 'Unlimited'),
  row('Academy training credits', 2, 10, 10),
  row('Quarterly reviews and success support', false, true, true),
];

/** The features a plan includes (a yes, a number or a text value), in table order. */
export function featuresOf(planId: PlanId): PlanFeature[] {
  return planFeatures.filter((feature) => feature.values[planId] !== false);
}
