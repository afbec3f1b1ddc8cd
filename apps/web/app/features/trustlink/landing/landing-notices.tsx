import Archive from 'lucide-react/icons/archive';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import KeyRound from 'lucide-react/icons/key-round';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Siren from 'lucide-react/icons/siren';
import type { TrustLinkLanding, TrustLinkNotice } from '~/content/trustlink';
import { SectionHeading } from '~/ui/section-heading';

const icons: Record<TrustLinkNotice['icon'], typeof Siren> = {
  siren: Siren,
  shield: ShieldCheck,
  calendar: CalendarClock,
  key: KeyRound,
  archive: Archive,
};

/** The plain statements a reporter must read before submitting. */
export function LandingNotices({ notices }: { notices: TrustLinkLanding['notices'] }) {
  return (
    <section aria-labelledby="trustlink-notices" className="container-page py-16 lg:py-20">
      <SectionHeading id="trustlink-notices" title={notices.title} lead={notices.lead} />
      <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {notices.items.map((notice) => {
          const Icon = icons[notice.icon];
          const urgent = notice.icon === 'siren';
          return (
            <li
              key={notice.title}
              className={
                urgent
                  ? 'rounded-2xl bg-red-50 p-6 ring-1 ring-red-200'
                  : 'rounded-2xl bg-white p-6 ring-1 ring-line'
              }
            >
              <Icon
                className={urgent ? 'size-7 text-red-700' : 'size-7 text-brand-700'}
                aria-hidden="true"
              />
              <h3 className="mt-4 text-lg font-semibold text-brand-950">{notice.title}</h3>
              <p className="mt-2 text-muted">{notice.text}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
