/** See baseline-statements.mjs. */
export const casePage: string;
