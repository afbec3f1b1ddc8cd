export * from './coming-soon-forms.ts';
export * from './forms.ts';
export * from './inbox-answers.ts';
export * from './inbox.ts';
export * from './lead-fields.ts';
export * from './lead-kinds.ts';
export * from './messages.ts';
export * from './sectors.ts';
