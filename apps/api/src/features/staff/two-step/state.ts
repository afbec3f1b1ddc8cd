import { roleNeedsTwoStep } from '@verdantia/domain';
import type { StaffPrincipal } from '../../../auth/staff-sessions.ts';

/** Where a session stands with the second factor (see @verdantia/domain two-step.ts). */
export const twoStepOf = (
  s: Pick<StaffPrincipal, 'awaitingSecondFactor' | 'hasSecondFactor' | 'role'>,
) =>
  s.awaitingSecondFactor
    ? ('code-required' as const)
    : s.hasSecondFactor
      ? ('verified' as const)
      : roleNeedsTwoStep(s.role)
        ? ('enrolment-required' as const)
        : ('not-required' as const);
