import type { AdminPost } from '@verdantia/domain/publishing/post-answers';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '~/lib/zod-jitless';
import { PostEditor } from './post-editor';

const saved: AdminPost = {
  id: 7,
  slug: 'scope-3-from-suppliers',
  title: 'Scope 3 from suppliers',
  summary: 'Where to start.',
  bodyMarkdown: 'Body',
  coverImageUrl: '',
  coverAlt: '',
  author: 'Jane Auditor',
  publishedAt: '2025-03-04',
  status: 'draft',
  createdAt: '2025-03-04T10:00:00.000Z',
  updatedAt: '2025-03-04T10:00:00.000Z',
};

function json(body: unknown, status = 200) {
  return Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

function renderEditor(props: Partial<Parameters<typeof PostEditor>[0]> = {}) {
  const onSaved = vi.fn();
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <PostEditor defaultAuthor="Jane Auditor" onSaved={onSaved} onClose={() => {}} {...props} />
      ),
    },
  ]);
  render(<Stub />);
  return { onSaved, user: userEvent.setup() };
}

afterEach(() => vi.unstubAllGlobals());

// Typing character by character is slow on a busy machine.
describe('PostEditor', { timeout: 20_000 }, () => {
  it('derives the slug from the title until the slug is edited by hand', async () => {
    const { user } = renderEditor();
    await user.type(screen.getByLabelText(/^title/i), 'Scope 3: where to start & why!');
    expect(screen.getByLabelText(/^slug/i)).toHaveValue('scope-3-where-to-start-and-why');
    await user.clear(screen.getByLabelText(/^slug/i));
    await user.type(screen.getByLabelText(/^slug/i), 'my-slug');
    await user.type(screen.getByLabelText(/^title/i), ' More');
    expect(screen.getByLabelText(/^slug/i)).toHaveValue('my-slug');
  });

  it('shows errors next to the fields with the shared schema, without calling the server', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const { user } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Please enter a title.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^title/i)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Please write the article.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/fields need your attention/);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('creates a draft with POST and reports it; shows the server error on a taken slug', async () => {
    const fetchMock = vi
      .fn()
      .mockReturnValueOnce(
        json(
          { message: 'Another post already uses this slug. Please choose a different one.' },
          409,
        ),
      )
      .mockReturnValueOnce(json(saved, 201));
    vi.stubGlobal('fetch', fetchMock);
    const { user, onSaved } = renderEditor();
    await user.type(screen.getByLabelText(/^title/i), 'Scope 3 from suppliers');
    await user.type(screen.getByLabelText(/^summary/i), 'Where to start.');
    await user.type(screen.getByRole('textbox', { name: /article/i }), 'Body');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findAllByText(/already uses this slug/)).not.toHaveLength(0);
    expect(screen.getByLabelText(/^slug/i)).toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(url).toBe('/api/admin/posts');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body)).toMatchObject({
      title: 'Scope 3 from suppliers',
      slug: 'scope-3-from-suppliers',
      author: 'Jane Auditor',
    });
  });

  it('renders the Preview tab from the server and saves an existing post with PUT', async () => {
    const fetchMock = vi
      .fn()
      .mockReturnValueOnce(json({ html: '<h2>Rendered by the server</h2>' }))
      .mockReturnValueOnce(json({ ...saved, title: 'Edited' }));
    vi.stubGlobal('fetch', fetchMock);
    const { user, onSaved } = renderEditor({ post: saved });
    expect(screen.getByLabelText(/^slug/i)).toHaveValue('scope-3-from-suppliers');
    await user.click(screen.getByRole('tab', { name: 'Preview' }));
    expect(
      await screen.findByRole('heading', { name: 'Rendered by the server' }),
    ).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/admin/posts/preview');

    await user.clear(screen.getByLabelText(/^title/i));
    await user.type(screen.getByLabelText(/^title/i), 'Edited');
    // Editing the title of a saved post leaves its slug (and so its address) alone.
    expect(screen.getByLabelText(/^slug/i)).toHaveValue('scope-3-from-suppliers');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(fetchMock.mock.calls[1]![0]).toBe('/api/admin/posts/7');
    expect(fetchMock.mock.calls[1]![1].method).toBe('PUT');
  });
});
