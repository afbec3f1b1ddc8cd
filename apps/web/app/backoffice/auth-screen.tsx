import type { ReactNode } from 'react';
import { Logo } from '~/ui/logo';

/** The frame of the signed-out screens (sign-in, accepting an invitation). */
export function AuthScreen(props: { title: string; intro: string; children: ReactNode }) {
  return (
    <div className="grid min-h-screen bg-page-grey lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <aside className="relative hidden overflow-hidden bg-brand-950 p-12 text-white lg:flex lg:flex-col lg:justify-between">
        <Logo inverted />
        <div className="relative max-w-md">
          <p className="text-sm font-semibold tracking-wider text-accent-400 uppercase">
            Staff back-office
          </p>
          <p className="mt-4 text-3xl leading-tight font-bold">
            Every lead, message and article the site collects, in one place.
          </p>
          <p className="mt-4 text-brand-200">
            Access is personal and every action is recorded in the audit log. Sessions end after 30
            minutes without activity.
          </p>
        </div>
        <svg
          aria-hidden="true"
          viewBox="0 0 400 400"
          className="absolute -right-24 -bottom-24 size-96 text-brand-800"
        >
          <circle cx="200" cy="200" r="198" fill="none" stroke="currentColor" strokeWidth="2" />
          <circle cx="200" cy="200" r="140" fill="none" stroke="currentColor" strokeWidth="2" />
          <circle cx="200" cy="200" r="82" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
        <p className="relative text-sm text-brand-300">Authorised staff only.</p>
      </aside>
      <main className="flex items-center justify-center px-5 py-12">
        <div className="w-full max-w-sm">
          <div className="lg:hidden">
            <Logo />
          </div>
          <h1 className="mt-8 text-2xl font-bold tracking-tight text-brand-950 lg:mt-0">
            {props.title}
          </h1>
          <p className="mt-2 text-sm text-muted">{props.intro}</p>
          <div className="mt-8">{props.children}</div>
        </div>
      </main>
    </div>
  );
}
