import Archive from 'lucide-react/icons/archive';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import KeyRound from 'lucide-react/icons/key-round';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Siren from 'lucide-react/icons/siren';
import type { TrustLinkLanding, TrustLinkNotice } from '~/content/trustlink';
import { withRuntimeFacts } from '~/lib/runtime-facts';
import { SectionHeading } from '~/ui/section-heading';

const icons: Record<TrustLinkNotice['icon'], typeof Siren> = {
  siren: Siren,
  shield: ShieldCheck,
  calendar: CalendarClock,
  key: KeyRound,
  archive: Archive,
};

const noticeText = ({ text }: TrustLinkNotice) => withRuntimeFacts(text);

/** The plain statements a reporter must read before submitting; the emergency one first. */
export function LandingNotices({ notices }: { notices: TrustLinkLanding['notices'] }) {
  const [urgent, ...rest] = notices.items;
  return (
    <section aria-labelledby="trustlink-notices" className="container-page py-16 lg:py-20">
      <SectionHeading id="trustlink-notices" title={notices.title} lead={notices.lead} />
      {urgent && (
        <div className="mt-10 flex flex-col gap-4 rounded-2xl bg-red-50 p-6 ring-1 ring-red-200 sm:flex-row sm:items-center">
          <Siren className="size-8 shrink-0 text-red-700" aria-hidden="true" />
          <div>
            <h3 className="text-lg font-semibold text-red-900">{urgent.title}</h3>
            <p className="mt-1 text-red-900/85">{noticeText(urgent)}</p>
          </div>
        </div>
      )}
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {rest.map((notice) => {
          const Icon = icons[notice.icon];
          return (
            <li key={notice.title} className="rounded-2xl bg-white p-6 ring-1 ring-line">
              <Icon className="size-7 text-brand-700" aria-hidden="true" />
              <h3 className="mt-4 text-lg font-semibold text-brand-950">{notice.title}</h3>
              <p className="mt-2 text-muted">{noticeText(notice)}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
