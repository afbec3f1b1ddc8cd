CREATE TABLE "assessment_leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"assessment_id" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "assessments" (
	"id" text PRIMARY KEY NOT NULL,
	"organisation" text NOT NULL,
	"previous_id" text,
	"previous_score" integer,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'in-progress' NOT NULL,
	"overall" integer,
	"medal" text,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assessments_status_check" CHECK ("assessments"."status" in ('in-progress', 'finished')),
	CONSTRAINT "assessments_overall_check" CHECK ("assessments"."overall" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "assessment_leads" ADD CONSTRAINT "assessment_leads_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_previous_id_assessments_id_fk" FOREIGN KEY ("previous_id") REFERENCES "public"."assessments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assessment_leads_created_at_idx" ON "assessment_leads" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "assessments_finished_at_idx" ON "assessments" USING btree ("finished_at");