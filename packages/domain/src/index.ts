export * from './site.ts';
export * from './errors.ts';
export * from './leads.ts';
export * from './messages.ts';
export * from './routes.ts';
export * from './sectors.ts';
