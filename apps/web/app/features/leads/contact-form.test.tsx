import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import ContactForm from './contact-form';
import { resetSectorCache } from './sectors';
import { polyfillPointer, slow, stubFetch } from './test-utils';

beforeAll(polyfillPointer);
afterEach(() => {
  resetSectorCache();
  vi.unstubAllGlobals();
});

const sectors = [
  { id: 1, name: 'Education' },
  { id: 2, name: 'Technology' },
];

function renderForm() {
  render(
    <MemoryRouter>
      <ContactForm />
    </MemoryRouter>,
  );
  const field = (name: string) => screen.getByRole('textbox', { name });
  return { field, user: userEvent.setup() };
}

async function fillRequired(
  user: ReturnType<typeof userEvent.setup>,
  field: (name: string) => HTMLElement,
) {
  await user.type(field('Name'), 'Amara Okafor');
  await user.type(field('Company name'), 'Northwind Foods');
  await user.type(field('Professional e-mail'), 'amara@northwind.example');
}

describe('ContactForm', () => {
  it('sends the chosen free-text sector in place of Others, then resets', async () => {
    const { posts } = stubFetch({ sectors });
    const { field, user } = renderForm();
    await user.click(screen.getByRole('combobox', { name: 'Sector' }));
    const listbox = await screen.findByRole('listbox', {}, slow);
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(3), slow);
    await user.click(within(listbox).getByRole('option', { name: 'Others' }));
    await user.type(field('Your sector'), 'Maritime shipping');
    await fillRequired(user, field);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByRole('status', {}, slow)).toHaveTextContent(
      'Your message has been sent successfully!',
    );
    expect(posts).toEqual([
      {
        url: '/api/submit_contact_form',
        body: {
          name: 'Amara Okafor',
          companyName: 'Northwind Foods',
          professionalEmail: 'amara@northwind.example',
          sector: 'Maritime shipping',
          source: 'contact',
        },
      },
    ]);
    expect(field('Name')).toHaveValue('');
    expect(screen.queryByRole('textbox', { name: 'Your sector' })).not.toBeInTheDocument();
  });

  it('sends Others when the visitor leaves the free-text sector empty', async () => {
    const { posts } = stubFetch({ sectors });
    const { field, user } = renderForm();
    await user.click(screen.getByRole('combobox', { name: 'Sector' }));
    await user.click(await screen.findByRole('option', { name: 'Others' }, slow));
    await fillRequired(user, field);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await screen.findByRole('status', {}, slow);
    expect(posts[0]?.body).toMatchObject({ sector: 'Others' });
  });

  it('keeps the form filled and shows the server field errors when sending fails', async () => {
    stubFetch({
      sectors,
      post: () =>
        Response.json(
          { message: 'Bad', fieldErrors: { phone: ['Please enter a valid phone number.'] } },
          { status: 400 },
        ),
    });
    const { field, user } = renderForm();
    await fillRequired(user, field);
    await user.type(field('Phone'), '+44 20 7946 0018');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent(
      'Failed to send your message, please try again.',
    );
    expect(field('Phone')).toHaveAccessibleDescription('Please enter a valid phone number.');
    expect(field('Name')).toHaveValue('Amara Okafor');
  });

  it('explains the required fields and sends nothing', async () => {
    const { posts } = stubFetch({ sectors });
    const { field, user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent(
      'Please check the 3 fields marked below.',
    );
    expect(field('Name')).toHaveAccessibleDescription('Please enter your name.');
    expect(field('Company name')).toHaveAccessibleDescription('Please enter your company name.');
    expect(field('Professional e-mail')).toHaveAccessibleDescription(
      'Please enter your e-mail address.',
    );
    expect(posts).toEqual([]);
  });
});
