import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RequestInfoButton } from './request-info-button';
import { slow, stubFetch } from './test-utils';

// The dialog is a lazy chunk: load it up front so a busy machine cannot outlast findBy's timeout.
beforeAll(() => import('./request-info-dialog'));
afterEach(() => vi.unstubAllGlobals());

describe('RequestInfoButton', () => {
  it('loads the dialog on click, sends the lead with its source and closes on Escape', async () => {
    const { posts } = stubFetch();
    const user = userEvent.setup();
    render(<RequestInfoButton />);
    await user.click(screen.getByRole('button', { name: 'Request info' }));
    const dialog = await screen.findByRole('dialog', { name: 'Get information sent to you' }, slow);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus(), slow);
    await user.type(
      screen.getByRole('textbox', { name: 'Professional e-mail' }),
      'tomasz@baltic.example',
    );
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('status', {}, slow)).toHaveTextContent(
      'Your message has been sent successfully!',
    );
    expect(posts[0]).toEqual({
      url: '/api/submit_contact_form',
      body: { professionalEmail: 'tomasz@baltic.example', source: 'request-info' },
    });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument(), slow);
    expect(screen.getByRole('button', { name: 'Request info' })).toHaveFocus();
  });

  it('takes its own label', () => {
    render(<RequestInfoButton>Ask for a brochure</RequestInfoButton>);
    expect(screen.getByRole('button', { name: 'Ask for a brochure' })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
  });
});
