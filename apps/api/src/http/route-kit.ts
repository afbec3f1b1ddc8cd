import { apiErrorSchema, idParamSchema } from '@verdantia/domain';
import { z } from 'zod';
import type { AuditActor } from '../audit/audit.ts';

// The pieces every feature's routes repeat: the :id parameter, the error answers of the OpenAPI
// description, the 204 answer and who acts for the audit log.

/** Route parameters `{ id }` of a record (a positive 32-bit integer). */
export const idParams = idParamSchema;

/** Response schema of a route that answers 204 without a body. */
export const noContent = { 204: z.null().describe('No content') };

/** Every error status a staff route may answer, each with the uniform error body. */
export const errorResponses = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
};

/** The signed-in staff member (or a staff row) as the audit log records them. */
export const actorOf = (who: { id: number; email: string }): AuditActor => ({
  id: who.id,
  email: who.email,
});
