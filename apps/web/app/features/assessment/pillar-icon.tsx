import type { PillarId } from '@verdantia/domain/assessment/types';
import { UsersIcon } from '~/ui/icons/line-icons';
import { DocumentBarsIcon, InstitutionIcon, LeafIcon } from '~/ui/icons/benefit-icons';

const icons = {
  environment: LeafIcon,
  social: UsersIcon,
  governance: InstitutionIcon,
  data: DocumentBarsIcon,
};

export function PillarIcon({ pillar }: { pillar: PillarId }) {
  const Icon = icons[pillar];
  return (
    <span className="grid size-12 place-items-center rounded-2xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
      <Icon className="size-6" aria-hidden="true" />
    </span>
  );
}
