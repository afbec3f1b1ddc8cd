import { frameworkMap } from './framework-map.ts';
import { FRAMEWORK_MAP_VERSION, frameworks, type FrameworkId } from './frameworks.ts';
import { isSmallCompany } from './profile.ts';
import { NOT_APPLICABLE } from './answer-rules.ts';
import type { Answers } from './score-types.ts';

export interface FrameworkCoverage {
  id: FrameworkId;
  title: string;
  note: string;
  /** Topics addressed by at least one answered question (not "Not applicable"). */
  addressed: string[];
  /** The topics left unaddressed, by title. */
  missing: string[];
  total: number;
  percent: number;
}

/**
 * For each framework, the share of its topics the answers address. VSME is for small companies,
 * so it is listed only for them; the ESRS, EcoVadis and B Impact lists for everyone.
 */
export function frameworkCoverage(answers: Answers, sizeBand: string) {
  const answered = Object.entries(answers)
    .filter(([, chosen]) => chosen !== NOT_APPLICABLE)
    .map(([questionId]) => frameworkMap[questionId])
    .filter((mapping) => mapping !== undefined);
  const rows: FrameworkCoverage[] = frameworks
    .filter((framework) => framework.id !== 'vsme' || isSmallCompany(sizeBand))
    .map((framework) => {
      const touched = new Set(answered.flatMap((mapping) => mapping[framework.id]));
      const addressed = framework.topics.filter((topic) => touched.has(topic.id));
      return {
        id: framework.id,
        title: framework.title,
        note: framework.note,
        addressed: addressed.map((topic) => topic.title),
        missing: framework.topics.filter((t) => !touched.has(t.id)).map((t) => t.title),
        total: framework.topics.length,
        percent: Math.round((addressed.length * 100) / framework.topics.length),
      };
    });
  return { version: FRAMEWORK_MAP_VERSION, frameworks: rows };
}
