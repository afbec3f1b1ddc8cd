import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FormAlert } from './form-alert';
import { Input, Select, Textarea } from './inputs';
import { SubmitButton } from './submit-button';

describe('form kit', () => {
  it('wires a label, hint and error to the control', () => {
    render(<Input label="E-mail" hint="We reply within a day." error="Please enter an e-mail." />);
    const input = screen.getByLabelText('E-mail');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We reply within a day. Please enter an e-mail.');
  });

  it('marks a required field and renders textarea and select', () => {
    render(
      <>
        <Textarea label="Message" required />
        <Select label="Role" options={[['editor', 'Editor']]} />
      </>,
    );
    expect(screen.getByRole('textbox', { name: /message/i })).toBeRequired();
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveValue('editor');
  });

  it('shows an error alert with a Try again action', async () => {
    const onRetry = vi.fn();
    render(
      <FormAlert tone="error" onRetry={onRetry}>
        Could not load.
      </FormAlert>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('disables the submit button and says what is happening while pending', () => {
    const { rerender } = render(
      <SubmitButton pending={false} label="Send" pendingLabel="Sending…" />,
    );
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    rerender(<SubmitButton pending label="Send" pendingLabel="Sending…" density="compact" />);
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
  });
});
