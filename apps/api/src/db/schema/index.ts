export * from './leads.ts';
export * from './news.ts';
export * from './outbox.ts';
export * from './sectors.ts';
export * from './seeds.ts';
export * from './blog.ts';
export * from './staff.ts';
export * from './attempts.ts';
