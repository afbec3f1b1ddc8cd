// The strength hint under the PIN field: no zod, so the form can show it before the schema loads.

export type PinStrength = 'weak' | 'fair' | 'strong';
/**
 * The hint under the PIN field. Weak: under 8 characters, or one repeated character, or a run
 * such as 123456 / abcdef. Strong: 12 or more characters mixing at least two kinds (letters,
 * digits, other). Fair: the rest. The rule only advises; the server requires the minimum length.
 */
export function pinStrength(pin: string): PinStrength {
  const lower = pin.toLowerCase();
  const codes = [...lower].map((c) => c.codePointAt(0)!);
  const steps = codes.slice(1).map((c, i) => c - codes[i]!);
  const isRun = steps.length > 0 && steps.every((s) => s === steps[0] && Math.abs(s) <= 1);
  if (pin.length < 8 || isRun) return 'weak';
  const kinds = [/\p{L}/u, /\d/, /[^\p{L}\d]/u].filter((re) => re.test(pin)).length;
  return pin.length >= 12 && kinds >= 2 ? 'strong' : 'fair';
}
