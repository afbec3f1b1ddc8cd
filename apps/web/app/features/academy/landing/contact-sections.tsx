import { MailIcon as Mail, PhoneIcon as Phone } from '~/ui/icons/control-icons';
import { Link } from 'react-router';
import { site } from '@verdantia/domain/site/config';
import type { AcademyLanding } from '~/content/academy-landing';
import { buttonClass } from '~/ui/button';
import { FaqList } from '~/ui/faq-list';
import { SectionHeading } from '~/ui/section-heading';

export function AcademyFaq({
  intro,
  faqs,
}: {
  intro: AcademyLanding['faqIntro'];
  faqs: AcademyLanding['faqs'];
}) {
  return (
    <section aria-labelledby="faq-title" className="bg-page-grey py-20 lg:py-28">
      <div className="container-page grid gap-12 lg:grid-cols-[0.8fr_1.2fr] lg:gap-16">
        <SectionHeading id="faq-title" eyebrow={intro.eyebrow} title={intro.title} />
        <FaqList faqs={faqs} name="academy-faq" />
      </div>
    </section>
  );
}

export function RegistrationSection({
  registration,
}: {
  registration: AcademyLanding['registration'];
}) {
  return (
    <section aria-labelledby="registration-title" className="container-page py-20 lg:py-28">
      <div className="grid gap-10 rounded-[2rem] bg-white p-8 shadow-card ring-1 ring-line sm:p-12 lg:grid-cols-[1.2fr_1fr] lg:items-center">
        <SectionHeading
          id="registration-title"
          eyebrow={registration.eyebrow}
          title={registration.title}
          lead={registration.text}
        />
        <ul className="grid gap-3">
          <li>
            <a
              href={`mailto:${site.email}`}
              className="flex items-center gap-3 rounded-2xl bg-page-teal px-5 py-4 font-semibold text-brand-900 hover:bg-brand-50"
            >
              <Mail className="size-5 text-brand-700" aria-hidden="true" />
              {site.email}
            </a>
          </li>
          <li>
            <a
              href={site.phoneHref}
              className="flex items-center gap-3 rounded-2xl bg-page-teal px-5 py-4 font-semibold text-brand-900 hover:bg-brand-50"
            >
              <Phone className="size-5 text-brand-700" aria-hidden="true" />
              {site.phone}
            </a>
          </li>
          <li>
            <Link to={registration.formLink.href} className={buttonClass('primary', 'lg')}>
              {registration.formLink.label}
            </Link>
          </li>
        </ul>
      </div>
    </section>
  );
}
