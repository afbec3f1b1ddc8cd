import { PageHero } from '~/blocks/page-hero';

// The hero's copy ships with the first load, so it lives here rather than in content/books.ts.
const hero = {
  eyebrow: 'Reading list',
  title: ['Books that sharpen your', 'sustainability thinking'],
  lead: 'Practical reading chosen by our advisers for leaders and practitioners: reporting, carbon, governance, supply chains and the claims you make about them.',
};

export function BooksHero() {
  return (
    <PageHero
      layout="centred"
      titleId="books-title"
      eyebrow={hero.eyebrow}
      title={hero.title[0]}
      titleAccent={hero.title[1]}
      lead={hero.lead}
      className="bg-[radial-gradient(circle_at_85%_10%,#d9f99d80,transparent_38%),linear-gradient(#effcf8,#fff)]"
      frameClassName="pb-4"
      titleClassName="max-w-4xl sm:text-5xl xl:text-6xl"
      leadClassName="max-w-2xl"
    />
  );
}
