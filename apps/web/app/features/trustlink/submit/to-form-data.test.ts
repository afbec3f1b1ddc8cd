import { interactionFormSchema } from '@verdantia/domain/trustlink/submission';
import { describe, expect, it } from 'vitest';
import { toFormData } from './to-form-data';

const form = {
  title: 'Solvent drums',
  interactionType: 'Environmental',
  interactionDescription: 'Drums of solvent were left open overnight.',
  interactionLocation: 'Leeds depot',
  priority: 'High',
  closureDate: '',
  closureTime: '',
  relationShip: 'Employee',
  involvedPersons: [{ fullName: 'Sam Carter', jobRole: 'Depot manager' }],
  reporter: { firstName: '', lastName: '', email: '', password: 'kestrel-4821-moor' },
  pinConfirm: 'kestrel-4821-moor',
};

describe('the multipart body of a new interaction', () => {
  it('sends a blank date as an empty closureDate rather than leaving it out', () => {
    const body = toFormData(interactionFormSchema.parse(form));
    expect(body.has('closureDate')).toBe(true);
    expect(body.get('closureDate')).toBe('');
  });

  it('sends a chosen date as it was picked', () => {
    const body = toFormData(interactionFormSchema.parse({ ...form, closureDate: '2025-03-01' }));
    expect(body.get('closureDate')).toBe('2025-03-01');
  });
});
