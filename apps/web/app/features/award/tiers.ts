import type { MedalTier } from '@verdantia/domain/assessment/medals';

/** Tier colours: chip, scale segment and card accent, chosen for AA contrast on white. */
export const tierStyles: Record<MedalTier, { chip: string; bar: string; accent: string }> = {
  Bronze: { chip: 'bg-[#f8e6d6] text-[#7a3f12]', bar: 'bg-[#c8772f]', accent: 'from-[#f3c29b]' },
  Silver: { chip: 'bg-[#eceff3] text-[#37404c]', bar: 'bg-[#9aa5b1]', accent: 'from-[#dfe4ea]' },
  Gold: { chip: 'bg-[#fcefc2] text-[#6f4b05]', bar: 'bg-[#e2a81c]', accent: 'from-[#fde7a0]' },
  Diamond: { chip: 'bg-[#dcf1fb] text-[#0b5278]', bar: 'bg-[#4fb0df]', accent: 'from-[#c4e9fa]' },
};

export const medalImage = (tier: MedalTier) => `/images/award/medal-${tier.toLowerCase()}.svg`;
