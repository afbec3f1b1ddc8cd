import {
  BeaconIcon as Siren,
  DeadlineIcon as CalendarClock,
  KeyIcon as KeyRound,
  ShieldTickIcon as ShieldCheck,
  StorageBoxIcon as Archive,
} from '~/ui/icons/trust-icons';
import { FOLLOW_UP_BUSINESS_DAYS } from '@verdantia/domain/trustlink/constants';
import { fill } from '../i18n/fill';
import { useReporterText } from '../i18n/reporter-text';
import { retentionText } from '../i18n/retention';
import { SectionHeading } from '~/ui/section-heading';

/** The plain statements a reporter must read before submitting; the emergency one first. */
export function LandingNotices() {
  const { text } = useReporterText();
  const notices = text.landing.notices;
  const days = { days: FOLLOW_UP_BUSINESS_DAYS };
  const items = [
    { Icon: ShieldCheck, ...notices.retaliation },
    {
      Icon: CalendarClock,
      title: fill(notices.comeBack.title, days),
      text: fill(notices.comeBack.text, days),
    },
    { Icon: KeyRound, ...notices.lostKeys },
    { Icon: Archive, title: notices.retention.title, text: retentionText(text) },
  ];
  return (
    <section aria-labelledby="trustlink-notices" className="container-page py-16 lg:py-20">
      <SectionHeading id="trustlink-notices" title={notices.title} lead={notices.lead} />
      <div className="mt-10 flex flex-col gap-4 rounded-2xl bg-red-50 p-6 ring-1 ring-red-200 sm:flex-row sm:items-center">
        <Siren className="size-8 shrink-0 text-red-700" aria-hidden="true" />
        <div>
          <h3 className="text-lg font-semibold text-red-900">{notices.emergency.title}</h3>
          <p className="mt-1 text-red-900/85">{notices.emergency.text}</p>
        </div>
      </div>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {items.map(({ Icon, title, text: body }) => (
          <li key={title} className="rounded-2xl bg-white p-6 ring-1 ring-line">
            <Icon className="size-7 text-brand-700" aria-hidden="true" />
            <h3 className="mt-4 text-lg font-semibold text-brand-950">{title}</h3>
            <p className="mt-2 text-muted">{body}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
