import Check from 'lucide-react/icons/check';
import Minus from 'lucide-react/icons/minus';
import type { PlanFeatureValue } from '@verdantia/domain/pricing/plan-features';

/** A comparison cell: yes/no as an icon with hidden text for screen readers, else the value. */
export function PlanValue({ value }: { value: PlanFeatureValue }) {
  if (value === true) {
    return (
      <span className="inline-grid size-7 place-items-center rounded-full bg-brand-100 text-brand-800">
        <Check className="size-4" strokeWidth={3} aria-hidden="true" />
        <span className="sr-only">Included</span>
      </span>
    );
  }
  if (value === false) {
    return (
      <span className="inline-grid size-7 place-items-center rounded-full text-[#6b7d78]">
        <Minus className="size-4" strokeWidth={2.5} aria-hidden="true" />
        <span className="sr-only">Not included</span>
      </span>
    );
  }
  return <span className="font-semibold text-brand-950">{value}</span>;
}
