export const interactionTypes = ['Environmental', 'Social', 'Governance'] as const;
export const priorities = ['High', 'Medium', 'Low'] as const;
export const relationships = [
  'Associate',
  'Consultant',
  'Contract Worker',
  'Contractor',
  'Co-Worker',
  'Employee',
  'Former Associate',
  'Former-Employee',
  'Other',
  'Prefer not to answer',
  'Supplier',
] as const;
