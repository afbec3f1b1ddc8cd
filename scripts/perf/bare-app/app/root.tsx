import type { ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts } from 'react-router';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="description" content="The smallest hydrated React Router page." />
        <title>Bare page</title>
        {/* No favicon request: a 404 in the console would cost the floor Best Practices points. */}
        <link rel="icon" href="data:," />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}
