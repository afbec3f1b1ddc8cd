import {
  apiErrorSchema,
  contactMessages,
  earlyAccessMessages,
  earlyAccessSchema,
  newsletterLeadSchema,
  newsletterMessages,
  waitingListMessages,
  waitingListSchema,
} from '@verdantia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { formRateLimit } from '../../plugins/rate-limit.ts';
import { contactEndpointSchema, messageSchema } from './schemas.ts';
import {
  addContactLead,
  addEarlyAccessLead,
  addNewsletterLead,
  addWaitingListEntry,
} from './service.ts';

const errors = { 400: apiErrorSchema, 413: apiErrorSchema, 429: apiErrorSchema };

// The lead forms. Nothing here is logged: every body is personal data. Each answer comes after
// the lead (and its notification e-mail, see service.ts) is stored.
export const leadsRoutes: FastifyPluginAsyncZod = async (app) => {
  const rateLimit = formRateLimit(app.config);
  const notifyTo = app.config.NOTIFY_EMAIL;

  app.post(
    '/api/addLead',
    {
      schema: {
        summary: 'Newsletter sign-up',
        body: newsletterLeadSchema,
        response: { 200: messageSchema, ...errors },
      },
      config: { rateLimit, legacyErrorField: true },
    },
    async (request) => {
      // The same answer for a new and a repeated address: the form cannot be used to find out
      // who is subscribed.
      await addNewsletterLead(app.db, request.body, notifyTo);
      return { message: newsletterMessages.success };
    },
  );

  app.post(
    '/api/submit_contact_form',
    {
      schema: {
        summary: 'Contact form and request-info modal',
        description:
          "Without `source` (or with 'contact') the contact form's fields; with source " +
          "'request-info' the modal's: name, designation, companyName, professionalEmail.",
        body: contactEndpointSchema,
        response: { 200: messageSchema, ...errors },
      },
      config: { rateLimit },
    },
    async (request) => {
      await addContactLead(app.db, request.body, notifyTo);
      return { message: contactMessages.success };
    },
  );

  app.post(
    '/api/comming_soon',
    {
      schema: {
        summary: 'Early-access sign-up (coming-soon page)',
        body: earlyAccessSchema,
        response: { 200: messageSchema, ...errors },
      },
      config: { rateLimit },
    },
    async (request) => {
      await addEarlyAccessLead(app.db, request.body, notifyTo);
      return { message: earlyAccessMessages.success };
    },
  );

  app.post(
    '/api/waiting-list',
    {
      schema: {
        summary: 'Join the private-beta waiting list',
        body: waitingListSchema,
        response: { 201: messageSchema, ...errors },
      },
      config: { rateLimit },
    },
    async (request, reply) => {
      await addWaitingListEntry(app.db, request.body, notifyTo);
      return reply.code(201).send({ message: waitingListMessages.success });
    },
  );
};
