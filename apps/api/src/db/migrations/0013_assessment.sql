ALTER TABLE "assessment_leads" ADD COLUMN "confirm_token_hash" text;--> statement-breakpoint
ALTER TABLE "assessment_leads" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "size_band" text;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "sector" text;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "test_run" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "previous_pillars" jsonb;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "pillar_scores" jsonb;--> statement-breakpoint
-- Leads taken before the double opt-in stay in the inbox as they were; repeated sends of one
-- report to one address collapse into the first, so the unique index can be built.
UPDATE "assessment_leads" SET "confirmed_at" = "created_at";--> statement-breakpoint
DELETE FROM "assessment_leads" a USING "assessment_leads" b WHERE a."assessment_id" = b."assessment_id" AND a."email" = b."email" AND a."id" > b."id";--> statement-breakpoint
CREATE UNIQUE INDEX "assessment_leads_assessment_email_idx" ON "assessment_leads" USING btree ("assessment_id","email");--> statement-breakpoint
CREATE INDEX "assessments_peers_idx" ON "assessments" USING btree ("size_band","sector","overall") WHERE "assessments"."status" = 'finished' and not "assessments"."test_run";