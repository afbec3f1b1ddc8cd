import type { ReactNode } from 'react';

/** The frame of the sign-in and sign-up pages: a card beside a short reminder of the academy. */
export function AuthCard({
  titleId,
  title,
  lead,
  children,
}: {
  titleId: string;
  title: string;
  lead: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={titleId}
      className="bg-[radial-gradient(circle_at_85%_10%,#d9f99d80,transparent_38%),linear-gradient(#effcf8,#fff)] pt-header"
    >
      <div className="container-page grid gap-12 py-14 lg:grid-cols-[1fr_1.1fr] lg:items-center lg:py-20">
        <div className="max-lg:hidden">
          <p className="text-sm font-semibold tracking-[0.14em] text-brand-700 uppercase">
            ESG Academy
          </p>
          <p className="mt-3 text-4xl font-bold tracking-tight text-brand-950">
            Courses, progress and certificates in one place
          </p>
          <img
            src="/images/academy/hero.svg"
            width="560"
            height="440"
            alt=""
            className="mt-8 w-full max-w-md"
          />
        </div>
        <div className="rounded-3xl bg-white p-6 shadow-card ring-1 ring-line sm:p-10">
          <h1 id={titleId} className="text-3xl font-bold tracking-tight text-brand-950">
            {title}
          </h1>
          <p className="mt-2 text-muted">{lead}</p>
          {children}
        </div>
      </div>
    </section>
  );
}
