export * from './accounts.ts';
export * from './audit.ts';
export * from './outbox.ts';
