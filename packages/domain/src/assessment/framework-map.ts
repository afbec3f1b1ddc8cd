import type { FrameworkId } from './frameworks.ts';

// Which framework topics each question touches (version: FRAMEWORK_MAP_VERSION). A question
// counts towards a topic when its answer says something an assessor of that framework would ask
// about; the completeness test checks every question maps to each framework.

type Mapping = Readonly<Record<FrameworkId, readonly string[]>>;

const m = (esrs: string[], vsme: string[], ecovadis: string[], bImpact: string[]): Mapping => ({
  esrs,
  vsme,
  ecovadis,
  'b-impact': bImpact,
});

export const frameworkMap: Readonly<Record<string, Mapping>> = {
  'env-footprint': m(['E1'], ['B3'], ['environment'], ['environment']),
  'env-scope3': m(['E1'], ['B3'], ['environment', 'sustainable-procurement'], ['environment']),
  'env-targets': m(['E1'], ['B2', 'B3'], ['environment'], ['environment']),
  'env-transition-plan': m(['E1'], ['B2'], ['environment'], ['environment']),
  'env-energy': m(['E1'], ['B3'], ['environment'], ['environment']),
  'env-resources': m(['E3', 'E5'], ['B6', 'B7'], ['environment'], ['environment']),
  'env-climate-risk': m(['E1'], ['B2'], ['environment'], ['environment', 'governance']),
  'env-nature': m(['E2', 'E4'], ['B4', 'B5'], ['environment'], ['environment']),
  'soc-health-safety': m(['S1'], ['B9'], ['labour-human-rights'], ['workers']),
  'soc-diversity': m(['S1'], ['B8', 'B10'], ['labour-human-rights'], ['workers']),
  'soc-development': m(['S1'], ['B10'], ['labour-human-rights'], ['workers']),
  'soc-human-rights': m(
    ['S2'],
    ['B2'],
    ['labour-human-rights', 'sustainable-procurement'],
    ['community'],
  ),
  'soc-wellbeing': m(['S1'], ['B8'], ['labour-human-rights'], ['workers']),
  'soc-community': m(['S3'], ['B2'], ['labour-human-rights'], ['community']),
  'soc-stakeholders': m(['S3', 'S4'], ['B2'], ['ethics'], ['community', 'customers']),
  'gov-board': m(['G1'], ['B2'], ['ethics'], ['governance']),
  'gov-ownership': m(['G1'], ['B2'], ['ethics'], ['governance']),
  'gov-policies': m(['G1'], ['B2'], ['ethics', 'labour-human-rights'], ['governance']),
  'gov-ethics': m(['G1'], ['B11'], ['ethics'], ['governance']),
  'gov-risk': m(['G1'], ['B2'], ['ethics'], ['governance']),
  'gov-greenwashing': m(['G1', 'S4'], ['B2'], ['ethics'], ['customers', 'governance']),
  'gov-internal-audit': m(['G1'], ['B1'], ['ethics'], ['governance']),
  'data-materiality': m(['E1', 'S1', 'G1'], ['B1'], ['environment', 'ethics'], ['governance']),
  'data-csrd': m(['E1', 'S1', 'G1'], ['B1'], ['environment'], ['governance']),
  'data-issb': m(['E1'], ['B1'], ['environment'], ['governance']),
  'data-collection': m(['E1', 'S1'], ['B1'], ['environment'], ['governance']),
  'data-quality': m(['E1', 'G1'], ['B1'], ['ethics'], ['governance']),
  'data-reporting': m(['E1', 'G1'], ['B1'], ['environment', 'ethics'], ['governance', 'customers']),
  'data-assurance': m(['G1'], ['B1'], ['ethics'], ['governance']),
  'data-systems': m(['E1'], ['B1'], ['environment'], ['governance']),
};
