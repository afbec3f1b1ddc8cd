import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { slow, stubFetch } from './test-utils';
import WaitingListForm from './waiting-list-form';

afterEach(() => vi.unstubAllGlobals());

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <WaitingListForm />
    </MemoryRouter>,
  );
  return {
    field: (name: string) => screen.getByRole('textbox', { name }),
    user: userEvent.setup(),
  };
}

describe('WaitingListForm', () => {
  it('records the page the visitor joined from as the programme', async () => {
    const { posts } = stubFetch();
    const { field, user } = renderAt('/academy/coaching-mentoring/');
    await user.type(field('First name'), 'Siân');
    await user.type(field('Surname'), 'Hughes');
    await user.type(field('Company name'), 'Harbour Estates');
    await user.type(field('Email'), 'sian@harbour.example');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('status', {}, slow)).toHaveTextContent(/on the waiting list/);
    expect(posts[0]).toEqual({
      url: '/api/waiting-list',
      body: {
        firstName: 'Siân',
        surname: 'Hughes',
        companyName: 'Harbour Estates',
        email: 'sian@harbour.example',
        programme: '/academy/coaching-mentoring',
      },
    });
  });

  it('accepts letters only in names', async () => {
    const { posts } = stubFetch();
    const { field, user } = renderAt('/waiting-list');
    await user.type(field('First name'), 'R2D2');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(field('First name')).toHaveAccessibleDescription('First name may contain letters only.');
    expect(posts).toEqual([]);
  });
});
