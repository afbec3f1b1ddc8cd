export * from './admin.ts';
export * from './learner.ts';
export * from './watching.ts';
export * from './account.ts';
export * from './final-assessment.ts';
export * from './transcript.ts';
