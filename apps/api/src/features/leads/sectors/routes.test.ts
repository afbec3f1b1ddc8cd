import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app.ts';
import { seedDatabase } from '../../../db/seed/index.ts';
import { sectorNames } from '../../../db/seed/sectors.ts';
import { createTestApp } from '../../../test/app.ts';

describe('GET /api/sectors-types/names', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('lists the seeded sectors as { id, name }, sorted by name, without "Others"', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/sectors-types/names' });
    expect(response.statusCode).toBe(200);
    const sectors: Array<{ id: number; name: string }> = response.json();
    expect(sectors.length).toBe(16);
    expect(sectors.map((s) => s.name)).toEqual([...sectorNames].sort((a, b) => a.localeCompare(b)));
    expect(sectors.every((s) => Number.isInteger(s.id))).toBe(true);
    expect(sectors.map((s) => s.name)).not.toContain('Others');
  });

  it('seeds once: running the seeds again adds nothing', async () => {
    expect(await seedDatabase(app.db)).toEqual([]);
    const response = await app.inject({ method: 'GET', url: '/api/sectors-types/names' });
    expect(response.json()).toHaveLength(16);
  });
});
