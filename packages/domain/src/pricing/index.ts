export * from './plan-features.ts';
export * from './plans.ts';
