/** See staff-sign-in.mjs. */
export function signInStaff(
  base: string,
  credentials: { email: string; password: string },
  headers?: Record<string, string>,
): Promise<{ status: number; cookie: string }>;
