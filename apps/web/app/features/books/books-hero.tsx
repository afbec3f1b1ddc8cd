// The hero's copy ships with the first load, so it lives here rather than in content/books.ts.
const hero = {
  eyebrow: 'Reading list',
  title: ['Books that sharpen your', 'sustainability thinking'],
  lead: 'Practical reading chosen by our advisers for leaders and practitioners: reporting, carbon, governance, supply chains and the claims you make about them.',
};

export function BooksHero() {
  return (
    <section
      aria-labelledby="books-title"
      className="bg-[radial-gradient(circle_at_85%_10%,#d9f99d80,transparent_38%),linear-gradient(#effcf8,#fff)] pt-header"
    >
      <div className="container-page pt-10 pb-4 text-center sm:pt-16">
        <p className="text-sm font-semibold tracking-[0.14em] text-brand-700 uppercase">
          {hero.eyebrow}
        </p>
        <h1
          id="books-title"
          className="mx-auto mt-3 max-w-4xl text-4xl font-bold tracking-tight text-balance text-brand-950 sm:text-5xl xl:text-6xl"
        >
          {hero.title[0]} <span className="text-brand-700">{hero.title[1]}</span>
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-muted">{hero.lead}</p>
      </div>
    </section>
  );
}
