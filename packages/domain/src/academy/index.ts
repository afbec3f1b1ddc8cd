export * from './admin.ts';
export * from './learner.ts';
export * from './watching.ts';
export * from './account.ts';
