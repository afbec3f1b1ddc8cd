export * from './blog.ts';
export * from './news.ts';
