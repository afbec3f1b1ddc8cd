import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import EarlyAccessForm from './early-access-form';
import { resetSectorCache } from './sectors';
import { slow, stubFetch } from './test-utils';

afterEach(() => {
  resetSectorCache();
  vi.unstubAllGlobals();
});

function renderForm() {
  render(<EarlyAccessForm />);
  const field = (name: string) => screen.getByRole('textbox', { name });
  const submit = () => screen.getByRole('button', { name: /Get early access|Submitting/ });
  return { field, submit, user: userEvent.setup() };
}

describe('EarlyAccessForm', () => {
  it('keeps submit disabled until the e-mail matches the simple pattern', async () => {
    stubFetch();
    const { field, submit, user } = renderForm();
    expect(submit()).toBeDisabled();
    await user.type(field('Business email'), 'lena@fjord');
    expect(submit()).toBeDisabled();
    await user.type(field('Business email'), '.example');
    expect(submit()).toBeEnabled();
  });

  it('posts the four fields under the spec names, shows success and clears the form', async () => {
    let answer!: (response: Response) => void;
    const { posts } = stubFetch({ post: () => new Promise((resolve) => (answer = resolve)) });
    const { field, submit, user } = renderForm();
    await user.type(field('Full name'), 'Lena Berg');
    await user.type(field('Business email'), 'lena@fjord.example');
    await user.type(field('Country'), 'Norway');
    await user.type(screen.getByRole('combobox', { name: 'Business sector' }), 'Energy');
    await user.click(submit());
    expect(submit()).toHaveTextContent('Submitting...');
    expect(submit()).toBeDisabled();
    answer(Response.json({ message: 'ok' }));
    expect(await screen.findByRole('status', {}, slow)).toHaveTextContent(
      'Form submitted successfully!',
    );
    expect(posts[0]).toEqual({
      url: '/api/comming_soon',
      body: {
        full_name: 'Lena Berg',
        email: 'lena@fjord.example',
        country: 'Norway',
        sector: 'Energy',
      },
    });
    expect(field('Full name')).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Business sector' })).toHaveValue('');
  });

  it('shows the failure message and keeps the fields', async () => {
    stubFetch({ post: () => new Response('nope', { status: 503 }) });
    const { field, submit, user } = renderForm();
    await user.type(field('Full name'), 'Lena Berg');
    await user.type(field('Business email'), 'lena@fjord.example');
    await user.type(field('Country'), 'Norway');
    await user.type(screen.getByRole('combobox', { name: 'Business sector' }), 'Energy');
    await user.click(submit());
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent(
      'Failed to submit form. Please try again later.',
    );
    expect(field('Country')).toHaveValue('Norway');
  });
});
