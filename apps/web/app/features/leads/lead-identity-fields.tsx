import type { UseFormRegisterReturn } from 'react-hook-form';
import { Input } from '~/ui/form/inputs';

export type IdentityField = 'name' | 'designation' | 'companyName' | 'professionalEmail';

interface LeadIdentityFieldsProps {
  /** The form's `register`: each field is registered under its own name. */
  register: (name: IdentityField) => UseFormRegisterReturn<IdentityField>;
  errors: Partial<Record<IdentityField, { message?: string }>>;
  /** The contact form needs a name and a company; the request-info dialog only an e-mail. */
  nameAndCompanyRequired?: boolean;
}

/**
 * Who is asking: name, designation, company and professional e-mail. Returned as a fragment so
 * each form lays the four fields out in its own grid or column.
 */
export function LeadIdentityFields({
  register,
  errors,
  nameAndCompanyRequired = false,
}: LeadIdentityFieldsProps) {
  return (
    <>
      <Input
        label="Name"
        required={nameAndCompanyRequired}
        autoComplete="name"
        maxLength={100}
        error={errors.name?.message}
        {...register('name')}
      />
      <Input
        label="Designation"
        autoComplete="organization-title"
        placeholder="e.g. Head of Sustainability"
        maxLength={100}
        error={errors.designation?.message}
        {...register('designation')}
      />
      <Input
        label="Company name"
        required={nameAndCompanyRequired}
        autoComplete="organization"
        maxLength={150}
        error={errors.companyName?.message}
        {...register('companyName')}
      />
      <Input
        label="Professional e-mail"
        required
        type="email"
        autoComplete="email"
        placeholder="name@company.com"
        error={errors.professionalEmail?.message}
        {...register('professionalEmail')}
      />
    </>
  );
}
