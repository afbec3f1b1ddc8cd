import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminCourse, AdminLecture } from '@verdantia/domain/academy/admin';
import { courseKeys, useAdminCourse } from './course-api';
import { SectionsEditor } from './sections-editor';

const lecture = (id: string, lectureName: string, position: number): AdminLecture => ({
  _id: id,
  lectureName,
  lectureUrl: `/media/academy/videos/${id}.webm`,
  duration: 95,
  captionsUrl: null,
  source: 'url',
  position,
});

const course: AdminCourse = {
  _id: 'c1',
  courseName: 'Double materiality in practice',
  description: 'Impact and financial materiality.',
  courseImage: '/media/academy/images/esg-fundamentals.svg',
  cpdHours: 1.5,
  fieldOfStudy: 'Sustainability reporting',
  validityMonths: null,
  published: false,
  updatedAt: '2026-03-04T10:00:00.000Z',
  sections: [
    {
      _id: 's1',
      sectionName: 'Basics',
      position: 0,
      lectures: [lecture('l1', 'Introduction', 0), lecture('l2', 'Impact materiality', 1)],
    },
    { _id: 's2', sectionName: 'Wrap-up', position: 1, lectures: [] },
  ],
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Like the editor page: the sections come from the cached course, which every edit replaces. */
function Editor() {
  const query = useAdminCourse(course._id);
  return query.data ? <SectionsEditor course={query.data} /> : null;
}

function renderEditor(answer: (url: string, init?: RequestInit) => Response) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => answer(url, init));
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false } },
  });
  client.setQueryData(courseKeys.course(course._id), course);
  render(
    <QueryClientProvider client={client}>
      <Editor />
      <Toaster />
    </QueryClientProvider>,
  );
  return { fetchMock, user: userEvent.setup() };
}

afterEach(() => vi.unstubAllGlobals());

describe('SectionsEditor deletion', { timeout: 20_000 }, () => {
  it('names each item’s delete button, asks first, deletes the lecture and focuses its section', async () => {
    const without = {
      ...course,
      sections: [
        { ...course.sections[0]!, lectures: [course.sections[0]!.lectures[1]!] },
        course.sections[1]!,
      ],
    };
    const { fetchMock, user } = renderEditor(() => json(without));
    for (const name of [
      'Delete section Basics',
      'Delete section Wrap-up',
      'Delete lecture Introduction',
      'Delete lecture Impact materiality',
    ]) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }

    await user.click(screen.getByRole('button', { name: 'Delete lecture Introduction' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this lecture?' });
    expect(dialog).toHaveTextContent('“Introduction” will be removed from the section “Basics”');
    expect(dialog).toHaveTextContent('This cannot be undone.');
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Delete lecture' }));

    expect(await screen.findByText('The lecture “Introduction” has been deleted.')).toBeVisible();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/admin/courses/c1/sections/s1/lectures/l1');
    expect(init?.method).toBe('DELETE');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Delete lecture Introduction' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete lecture Impact materiality' })).toBeVisible();
    await waitFor(() => expect(screen.getByRole('heading', { name: '1. Basics' })).toHaveFocus());
  });

  it('warns that a section’s lectures go with it; Cancel sends nothing and returns focus', async () => {
    const { fetchMock, user } = renderEditor(() =>
      json({ ...course, sections: [course.sections[1]!] }),
    );
    const button = screen.getByRole('button', { name: 'Delete section Basics' });
    await user.click(button);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this section?' });
    expect(dialog).toHaveTextContent(
      '“Basics” will be deleted with its 2 lectures: “Introduction”, “Impact materiality”.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(button).toHaveFocus());
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(button);
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Delete section and 2 lectures',
      }),
    );
    expect(
      await screen.findByText('The section “Basics” and its 2 lectures have been deleted.'),
    ).toBeVisible();
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/admin/courses/c1/sections/s1');
    expect(screen.queryByRole('heading', { name: '1. Basics' })).toBeNull();
    expect(screen.getByRole('heading', { name: '1. Wrap-up' })).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Sections and lectures' })).toHaveFocus(),
    );
  });

  it('says a section without lectures has none, and shows the server’s error, keeping the item', async () => {
    const { user } = renderEditor((_, init) =>
      init?.method === 'DELETE'
        ? json({ message: 'This section does not exist (any more).' }, 404)
        : json(course),
    );
    const button = screen.getByRole('button', { name: 'Delete section Wrap-up' });
    await user.click(button);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('“Wrap-up” has no lectures. It will be deleted.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete section' }));
    expect(await screen.findByText('This section does not exist (any more).')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(button).toBeVisible();
    await waitFor(() => expect(button).toHaveFocus());
  });
});
