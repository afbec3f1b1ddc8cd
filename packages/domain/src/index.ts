// Everything the API uses, one folder per feature. Web code imports file subpaths instead
// (`@verdantia/domain/trustlink/submission`), so a page never pulls in the schemas it does not use.
export * from './common/index.ts';
export * from './site/index.ts';
export * from './leads/index.ts';
export * from './publishing/index.ts';
export * from './videos/index.ts';
export * from './pricing/index.ts';
export * from './staff/index.ts';
export * from './assistant/index.ts';
export * from './assessment/index.ts';
export * from './trustlink/index.ts';
export * from './academy/index.ts';
