/**
 * The three subscription plans, exactly as the original pricing page lists them. No prices: the
 * site shows none. Plain TypeScript so the pricing page can import it cheaply. Their 15 feature
 * rows are in plan-features.ts.
 */

export type PlanId = 'esg-activator' | 'net-zero-strategist' | 'sustainability-leader';

export interface Plan {
  id: PlanId;
  name: string;
  /** Who the plan is for. */
  audience: string;
  /** Sustainability Leader is marked "Most Impactful". */
  mostImpactful: boolean;
}

export const plans: readonly Plan[] = [
  {
    id: 'esg-activator',
    name: 'ESG Activator',
    audience: 'For organisations ready to activate their ESG programme',
    mostImpactful: false,
  },
  {
    id: 'net-zero-strategist',
    name: 'Net Zero Strategist',
    audience: 'For carbon management and reduction',
    mostImpactful: false,
  },
  {
    id: 'sustainability-leader',
    name: 'Sustainability Leader',
    audience: 'For comprehensive ESG excellence',
    mostImpactful: true,
  },
];

export const MOST_IMPACTFUL_LABEL = 'Most Impactful';
export const MONEY_BACK_GUARANTEE = '100% money back guarantee';
