export * from './accounts.ts';
export * from './audit.ts';
export * from './outbox.ts';
export * from './two-step.ts';
