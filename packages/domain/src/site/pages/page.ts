export type PageBackground = 'grey' | 'white' | 'teal';
export type RenderMode = 'public' | 'client';

export interface SitePage {
  path: string;
  title: string;
  /** Meta description, 70-160 characters. */
  description: string;
  mode: RenderMode;
  background: PageBackground;
}

export const page = (
  path: string,
  title: string,
  description: string,
  background: PageBackground = 'grey',
  mode: RenderMode = 'public',
): SitePage => ({ path, title, description, mode, background });
