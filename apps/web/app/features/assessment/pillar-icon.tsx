import type { PillarId } from '@verdantia/domain/assessment/types';
import { FileBarChart, Landmark, Leaf, Users } from 'lucide-react';

const icons = { environment: Leaf, social: Users, governance: Landmark, data: FileBarChart };

export function PillarIcon({ pillar }: { pillar: PillarId }) {
  const Icon = icons[pillar];
  return (
    <span className="grid size-12 place-items-center rounded-2xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
      <Icon className="size-6" aria-hidden="true" />
    </span>
  );
}
