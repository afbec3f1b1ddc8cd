import type { FollowUpResponse } from '@verdantia/domain/trustlink/conversation';

/** A reporter's follow-up answer for component tests: an open case with one file. */
export const sampleRecord: FollowUpResponse = {
  intId: '4821039957261184',
  title: 'Waste dumped behind depot',
  createdAt: '2025-03-05T10:00:00.000Z',
  involvedPersons: [{ fullName: 'Sam Carter' }, { fullName: 'Jo Patel' }],
  status: 'awaiting_reporter',
  statusLabel: 'Awaiting reporter',
  closureDate: '2025-03-01',
  canReply: true,
  conversation: [
    { id: 1, from: 'staff', body: 'Which night was it?', createdAt: '2025-03-06T09:00:00.000Z' },
  ],
  report: {
    interactionType: 'Environmental',
    priority: 'High',
    relationShip: 'Employee',
    description: 'Drums were left behind the depot overnight.',
    location: 'Leeds depot',
    involvedPersons: [
      { fullName: 'Sam Carter', jobRole: 'Depot manager' },
      { fullName: 'Jo Patel', jobRole: 'Driver' },
    ],
  },
  files: [
    {
      id: 7,
      fileName: 'yard.jpg',
      contentType: 'image/jpeg',
      size: 20480,
      from: 'reporter',
      uploadedAt: '2025-03-05T10:00:00.000Z',
    },
  ],
  closedAt: null,
  outcome: null,
  deletesOn: null,
  lastReplyBy: null,
};
