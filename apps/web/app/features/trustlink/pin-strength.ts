export type PinStrength = { level: 0 | 1 | 2 | 3; label: string };

/**
 * A hint, not a rule: how hard the chosen PIN would be to guess. Length counts most; repeated
 * or sequential digits and a single character class count against it.
 */
export function pinStrength(pin: string): PinStrength {
  if (!pin) return { level: 0, label: 'Choose a PIN you will remember but others cannot guess.' };
  let score = Math.min(pin.length, 16) / 4; // 0-4
  const classes = [/[0-9]/, /[a-z]/, /[A-Z]/, /[^0-9a-zA-Z]/].filter((re) => re.test(pin)).length;
  score += classes - 1;
  if (/^(.)\1+$/.test(pin) || '0123456789012345678'.includes(pin) || '9876543210'.includes(pin)) {
    score = 0;
  }
  if (score < 2) return { level: 1, label: 'Weak: easy to guess. Use at least 8 characters.' };
  if (score < 4) return { level: 2, label: 'Fair: longer or mixed characters would be stronger.' };
  return { level: 3, label: 'Strong: hard to guess.' };
}
