export * from './client-routes.ts';
export * from './config.ts';
export * from './image-url.ts';
export * from './podcast.ts';
export * from './public-origin.ts';
export * from './routes.ts';
export * from './runtime-facts.ts';
