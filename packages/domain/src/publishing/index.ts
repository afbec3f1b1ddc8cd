export * from './blog.ts';
export * from './news-articles.ts';
export * from './news.ts';
export * from './post-answers.ts';
export * from './post-slug.ts';
