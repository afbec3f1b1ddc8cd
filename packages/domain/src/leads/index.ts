export * from './forms.ts';
export * from './inbox.ts';
export * from './messages.ts';
export * from './sectors.ts';
