import { Link } from 'react-router';
import { MailIcon as Mail, PhoneIcon as Phone } from '~/ui/icons/control-icons';
import { site } from '@verdantia/domain/site/config';
import { footerColumns } from '~/content/footer-columns';
import { Logo } from '~/ui/logo';
import { LinkedInIcon, XIcon, YouTubeIcon } from '~/ui/icons/social-icons';

const socials = [
  { label: 'X', href: site.social.x, Icon: XIcon },
  { label: 'LinkedIn', href: site.social.linkedin, Icon: LinkedInIcon },
  { label: 'YouTube', href: site.social.youtube, Icon: YouTubeIcon },
];

/** The footer's links, contact details and legal line: the same on every page. */
export function FooterLinks() {
  return (
    <>
      <div className="container-page grid grid-cols-2 gap-x-6 gap-y-10 py-14 md:grid-cols-3 lg:grid-cols-[1.3fr_repeat(6,1fr)]">
        <div className="col-span-2 space-y-5 md:col-span-3 lg:col-span-1">
          <a href="/" aria-label={`${site.name} home page`}>
            <Logo inverted />
          </a>
          <p className="max-w-xs text-sm">
            The ERP for sustainability: ESG insight, risk management and decarbonisation, with
            advisory, assurance and training from one team.
          </p>
          <ul className="space-y-2 text-sm">
            <li>
              <a
                href={`mailto:${site.email}`}
                className="inline-flex items-center gap-2 hover:text-accent-300"
              >
                <Mail className="size-4" aria-hidden="true" />
                {site.email}
              </a>
            </li>
            <li>
              <a
                href={site.phoneHref}
                className="inline-flex items-center gap-2 hover:text-accent-300"
              >
                <Phone className="size-4" aria-hidden="true" />
                {site.phone}
              </a>
            </li>
          </ul>
          <ul className="flex gap-2" aria-label="Social media">
            {socials.map(({ label, href, Icon }) => (
              <li key={label}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${site.name} on ${label}`}
                  className="inline-flex size-10 items-center justify-center rounded-full bg-white/10 hover:bg-white/20"
                >
                  <Icon />
                </a>
              </li>
            ))}
          </ul>
        </div>
        {footerColumns.map((column) => (
          <div key={column.heading}>
            <h2 className="text-sm font-semibold uppercase tracking-wider text-white">
              {column.heading}
            </h2>
            <ul className="mt-4 space-y-1 text-sm">
              {column.links.map((link) => (
                <li key={link.href}>
                  <Link to={link.href} className="inline-block py-1.5 hover:text-accent-300">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-2 py-6 text-xs text-white/85 sm:flex-row sm:justify-between">
          <p>
            © {new Date().getFullYear()} {site.legalName}. Registered in England and Wales.
          </p>
          <p>
            {site.address.street}, {site.address.city} {site.address.postcode}
          </p>
        </div>
      </div>
    </>
  );
}
