import { PhoneIcon as Phone } from '~/ui/icons/control-icons';
import { GlobeIcon as Globe, PadlockIcon as Lock } from '~/ui/icons/trust-icons';
import { site } from '@verdantia/domain/site/config';
import { Link } from 'react-router';
import { localisedPath } from '@verdantia/domain/trustlink/languages';
import { useReporterText } from '../i18n/reporter-text';
import type { LandingPage } from './landing-page';
import { SectionHeading } from '~/ui/section-heading';

/** About TrustLink and our commitment, then the phone line and the online channel. */
export function LandingAbout({ page }: { page: LandingPage }) {
  const { language, text } = useReporterText();
  const { about } = text.landing;
  const channels = { ...text.landing.channels, ...text.landing[page].channels };
  return (
    <>
      <section aria-labelledby="trustlink-about" className="container-page py-16 lg:py-24">
        <div className="grid gap-10 lg:grid-cols-2">
          <div>
            <SectionHeading id="trustlink-about" title={about.title} />
            {about.paragraphs.map((text) => (
              <p key={text} className="mt-5 text-lg text-muted">
                {text}
              </p>
            ))}
          </div>
          <ul className="grid content-start gap-3">
            {about.commitments.map((item) => (
              <li
                key={item}
                className="flex items-start gap-3 rounded-2xl bg-brand-50 p-5 ring-1 ring-brand-100"
              >
                <Lock className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
                <span className="font-medium text-brand-950">{item}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section aria-labelledby="trustlink-channels" className="bg-brand-900 py-16 lg:py-20">
        <div className="container-page">
          <SectionHeading
            id="trustlink-channels"
            invert
            title={channels.title}
            lead={channels.lead}
          />
          <div className="mt-10 grid gap-4 md:grid-cols-2">
            <a
              href={site.phoneHref}
              className="group rounded-2xl bg-white/10 p-6 ring-1 ring-white/20 hover:bg-white/15"
            >
              <Phone className="size-7 text-accent-300" aria-hidden="true" />
              <p className="mt-4 text-sm font-semibold tracking-wider text-white/80 uppercase">
                {channels.phoneLabel}
              </p>
              <p className="mt-1 text-2xl font-bold text-white group-hover:underline">
                {site.phone}
              </p>
              <p className="mt-2 text-white/85">{channels.phoneText}</p>
            </a>
            <Link
              to={localisedPath('/trust-link-2', language)}
              className="group rounded-2xl bg-white/10 p-6 ring-1 ring-white/20 hover:bg-white/15"
            >
              <Globe className="size-7 text-accent-300" aria-hidden="true" />
              <p className="mt-4 text-sm font-semibold tracking-wider text-white/80 uppercase">
                {channels.onlineLabel}
              </p>
              <p className="mt-1 text-2xl font-bold text-white group-hover:underline">
                {channels.onlineName}
              </p>
              <p className="mt-2 text-white/85">{channels.onlineText}</p>
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
