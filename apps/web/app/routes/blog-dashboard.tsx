import { redirect } from 'react-router';

/** The old address of the blog dashboard: posts now live in the back-office. */
export const clientLoader = () => redirect('/admin/posts');

export default function BlogDashboardRedirect() {
  return null;
}
