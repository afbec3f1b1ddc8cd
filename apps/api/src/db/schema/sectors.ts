import { pgTable, serial, text } from 'drizzle-orm/pg-core';

/** Business sectors offered by the contact form (reference data, seeded once). */
export const sectors = pgTable('sectors', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});
