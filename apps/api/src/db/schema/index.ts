export * from './leads.ts';
export * from './sectors.ts';
export * from './seeds.ts';
