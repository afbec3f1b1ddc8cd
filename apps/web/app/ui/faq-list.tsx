export interface FaqItem {
  question: string;
  answer: string;
}

/**
 * Questions and answers on a card, as native disclosure widgets: the browser gives them keyboard
 * support and they work before any script loads. The first starts open; sharing `name` makes
 * opening one close the others.
 */
export function FaqList({ faqs, name }: { faqs: readonly FaqItem[]; name: string }) {
  return (
    <div className="divide-y divide-line rounded-3xl bg-white px-6 shadow-card ring-1 ring-line sm:px-8">
      {faqs.map((faq, i) => (
        <details key={faq.question} name={name} open={i === 0} className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-6 py-5 text-lg font-semibold text-brand-950 hover:text-brand-700 [&::-webkit-details-marker]:hidden">
            {faq.question}
            <span
              aria-hidden="true"
              className="relative size-8 shrink-0 rounded-full bg-brand-50 transition-colors group-open:bg-brand-700 before:absolute before:inset-x-2.5 before:top-1/2 before:h-0.5 before:-translate-y-1/2 before:bg-brand-700 group-open:before:bg-white after:absolute after:inset-y-2.5 after:left-1/2 after:w-0.5 after:-translate-x-1/2 after:bg-brand-700 after:transition-transform group-open:after:scale-y-0"
            />
          </summary>
          <p className="pr-4 pb-6 text-muted sm:pr-14">{faq.answer}</p>
        </details>
      ))}
    </div>
  );
}
