export * from './cases.ts';
export * from './deadlines.ts';
export * from './submission.ts';
