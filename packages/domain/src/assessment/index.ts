export * from './questions.ts';
export * from './scoring.ts';
export * from './schemas.ts';
export * from './copy.ts';
export * from './medals.ts';
