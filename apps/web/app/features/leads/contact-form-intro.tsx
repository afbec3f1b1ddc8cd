import type { ContactPageContent } from '~/content/contact';
import { SectionHeading } from '~/ui/section-heading';

// A static section of /contact (routes/contact.tsx): the copy beside the form, whose code never
// loads on the prerendered page.

/** The form's heading and the three steps after a message is sent. */
export function ContactFormIntro({ intro }: { intro: ContactPageContent['form'] }) {
  return (
    <>
      <SectionHeading
        id="contact-form-title"
        eyebrow={intro.eyebrow}
        title={intro.title}
        lead={intro.lead}
      />
      <ol className="mt-10 space-y-6">
        {intro.steps.map((step, i) => (
          <li key={step.title} className="flex gap-4">
            <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-800 text-sm font-bold text-white">
              {i + 1}
            </span>
            <div>
              <h3 className="font-semibold text-brand-950">{step.title}</h3>
              <p className="mt-1 text-muted">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </>
  );
}
