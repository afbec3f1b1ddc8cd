/**
 * The books page below its hero (copy that ships with the first load sits in features/books/).
 * The reading list below is also published as /Data/posts.data.json, and the
 * carousel's top picks as /Data/posts-explore.data.json; a test keeps the three in
 * step. Titles, authors and covers are fictional and drawn for this site.
 */
export interface Book {
  id: number;
  title: string;
  author: string;
  description: string;
  imageUrl: string;
  /** In pounds sterling. */
  price: number;
}

export const topBooksCopy = {
  error: 'We could not load the top picks just now.',
  hint: 'Try again, or browse the full reading list below.',
  retry: 'Retry',
};

export const catalogueIntro = {
  title: 'Read Our Amazing Books',
  lead: 'From your first materiality assessment to a net zero transition plan, there is a guide here for every stage.',
  more: 'More Books',
  end: 'That is the whole list for now. Looking for a book on a particular topic?',
  ask: 'Ask our advisers',
};

export const bookDialogCopy = {
  title: 'Book Information',
  priceLabel: 'Price',
  note: 'Online ordering is not available yet. For copies for your team, get in touch and we will help.',
  close: 'Close',
};

/** How many books the catalogue shows before More Books. */
export const CATALOGUE_FIRST = 4;

export const books: Book[] = [
  {
    id: 1,
    title: 'The Net Zero Playbook',
    author: 'Amelia Whitfield',
    description:
      'A step-by-step guide to setting science-based targets, building a credible transition plan and keeping the board on side as the numbers come down.',
    imageUrl: '/images/books/net-zero-playbook.svg',
    price: 19.99,
  },
  {
    id: 2,
    title: 'Double Materiality in Practice',
    author: 'Priya Raman',
    description:
      'How to run an impact and financial materiality assessment that stakeholders recognise and auditors can follow, with worked examples from three sectors.',
    imageUrl: '/images/books/double-materiality.svg',
    price: 24.99,
  },
  {
    id: 3,
    title: 'Reporting That Matters',
    author: 'Tomás Ellery',
    description:
      'CSRD and ESRS without the chaos: plan your first sustainability statement, map the data points and build a reporting calendar that holds.',
    imageUrl: '/images/books/reporting-that-matters.svg',
    price: 19.99,
  },
  {
    id: 4,
    title: 'Scope 3 Unlocked',
    author: 'Hannah Okafor',
    description:
      'Measure the emissions you do not control. Supplier engagement, spend-based versus activity data, and how to improve data quality year on year.',
    imageUrl: '/images/books/scope-3-unlocked.svg',
    price: 21.99,
  },
  {
    id: 5,
    title: 'The Honest Claim',
    author: 'Marcus Bell',
    description:
      'A field guide to green claims: what regulators expect, how to evidence what you say, and the words that land companies in trouble.',
    imageUrl: '/images/books/the-honest-claim.svg',
    price: 16.99,
  },
  {
    id: 6,
    title: 'Boards in a Warming World',
    author: 'Eleanor Price',
    description:
      'What directors need to know about climate risk, ESG oversight and disclosure duties, and the questions every board should be asking its executives.',
    imageUrl: '/images/books/boards-warming-world.svg',
    price: 22.5,
  },
  {
    id: 7,
    title: 'Circular by Design',
    author: 'Jun Park',
    description:
      'Designing waste out of products and operations: circular business models, take-back schemes and the metrics that show they work.',
    imageUrl: '/images/books/circular-by-design.svg',
    price: 18.99,
  },
  {
    id: 8,
    title: 'Nature Positive Business',
    author: 'Sofia Lindqvist',
    description:
      'Biodiversity for business leaders: assessing nature-related dependencies and impacts, and preparing for TNFD-aligned disclosure.',
    imageUrl: '/images/books/nature-positive.svg',
    price: 19.99,
  },
];

/** The carousel's picks, in order (published as /Data/posts-explore.data.json). */
export const topPickIds = [1, 3, 4, 2, 5, 6];
