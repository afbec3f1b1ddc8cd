export * from './admin.ts';
export * from './learner.ts';
