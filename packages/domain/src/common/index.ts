export * from './date-arithmetic.ts';
export * from './dates.ts';
export * from './errors.ts';
export * from './params.ts';
export * from './plural.ts';
export * from './text.ts';
export * from './zod-messages.ts';
export * from './sign-in-wait.ts';
