-- Concurrent invitations could leave several pending rows for one address: keep the newest.
DELETE FROM "staff_invitations" AS "older" USING "staff_invitations" AS "newer"
WHERE "older"."accepted_at" IS NULL AND "newer"."accepted_at" IS NULL
  AND "older"."email" = "newer"."email" AND "older"."id" < "newer"."id";--> statement-breakpoint
CREATE UNIQUE INDEX "staff_invitations_pending_email_idx" ON "staff_invitations" USING btree ("email") WHERE "staff_invitations"."accepted_at" is null;
