import type { ReactNode } from 'react';

/** One card of the account page, titled for screen readers' heading list. */
export function AccountSection({
  id,
  title,
  lead,
  children,
}: {
  id: string;
  title: string;
  lead?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand-100 sm:p-8"
    >
      <h2 id={`${id}-title`} className="text-xl font-bold text-brand-950">
        {title}
      </h2>
      {lead && <p className="mt-2 text-sm text-muted">{lead}</p>}
      <div className="mt-6">{children}</div>
    </section>
  );
}
