export * from './cases.ts';
export * from './constants.ts';
export * from './deadlines.ts';
export * from './follow-up.ts';
export * from './messages.ts';
export * from './pin.ts';
export * from './submission.ts';
