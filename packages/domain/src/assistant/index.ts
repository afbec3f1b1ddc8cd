export * from './messages.ts';
export * from './schemas.ts';
export * from './structure.ts';
export * from './feedback.ts';
export * from './checklist.ts';
