export * from './videos.ts';
