/**
 * The template pages' content: every other module in this folder is one page
 * (`export default { path, specRow, blocks } satisfies TemplatePage`), collected here at build
 * time. Only the template route's loader imports this file, so the copy is read when pages are
 * prerendered and travels in their HTML and `.data` files, never in the JavaScript bundle.
 *
 * Route -> catalogue entry (from each module's specRow; content.test.ts checks the routes):
 * /esg-software                                                Software overview
 * /esg-software/compass                                        Compass suite landing
 * /esg-software/green-shield                                   Anti-greenwashing
 * /esg-software/net-zero                                       Net zero carbon
 * /parteners                                                   Partner page for accounting and consulting firms
 * /service/board-level                                         Board-Level ESG Consulting
 * /service/business                                            Services overview
 * /service/compliance                                          Compliance (also called GRC)
 * /service/data-lab                                            Data lab
 * /service/erm-program                                         ESG in ERM Program
 * /service/esg                                                 ESG services overview
 * /service/esg-assurance                                       ESG Assurance (ISAE 3000 and ISAE 3410)
 * /service/esg-compliance                                      ESG Compliance service
 * /service/esg-controllership                                  ESG Controllership
 * /service/esg-diagnostic                                      ESG Diagnostic Assessment; AI maturity assessment
 * /service/esg-erm-resilience                                  ESG ERM and Resilience service
 * /service/esg-governance                                      ESG Governance and Reporting Excellence (CSRD, ISSB, IFRS, SASB, GRI)
 * /service/esg-ia-program                                      ESG IA Program; ESG Internal Audit comparison
 * /service/esg-strategy                                        ESG Strategy
 * /service/finance                                             Finance Transformation
 * /service/internal-audit                                      Internal Audit; Purpose Driven Internal Audit; Internal audit program
 * /service/risk-management                                     Risk Management and Business Continuity
 * /service/strategic-stakeholder                               Strategic Stakeholder Management Program
 * /services/esg-gap-assessment-&-benchmarking                  ESG Gap Assessment and Benchmarking
 * /services/esg-third-party-assurance                          Third-party assurance landing
 * /services/sustainability-managed-services                    ESG and Sustainability Managed Services
 * /solution                                                    Solutions overview
 * /solution/assurance/esg-due-diligence                        ESG Due Diligence
 * /solution/assurance/esg-supply-chain-audits                  ESG Supply Chain Audits
 * /solution/getting-started/esg-program-establishment          ESG Program Establishment
 * /solution/getting-started/materiality-assessment-&-strategy  Materiality Assessment and Strategy
 * /solution/levelling-up/esg-data-management                   ESG Data Management
 * /solution/levelling-up/esg-disclosures-&-reporting           ESG data quality and disclosures
 * /solution/levelling-up/esg-governance                        ESG governance advisory
 * /solution/levelling-up/greenwashing-controls                 Anti-greenwashing controls
 */
import type { TemplatePage } from '~/blocks/types';

const modules = import.meta.glob<{ default: TemplatePage }>(
  ['./*.ts', '!./index.ts', '!./*.test.ts'],
  {
    eager: true,
  },
);

/** Every template page, sorted by path. */
export const templatePages: readonly TemplatePage[] = Object.values(modules)
  .map((module) => module.default)
  .sort((a, b) => a.path.localeCompare(b.path));

const byPath = new Map<string, TemplatePage>();
for (const page of templatePages) {
  if (byPath.has(page.path))
    throw new Error(`Two template content modules claim the path ${page.path}`);
  byPath.set(page.path, page);
}

/** The content of the template page at `path` (decoded, without a trailing slash). */
export function findTemplatePage(path: string): TemplatePage | undefined {
  return byPath.get(path);
}
