CREATE TABLE "assessment_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"learner_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"paper" jsonb NOT NULL,
	"answers" jsonb,
	"correct_count" integer,
	"score_percent" integer,
	"passed" boolean,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "assessment_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"prompt" text NOT NULL,
	"kind" text NOT NULL,
	"options" jsonb NOT NULL,
	"explanation" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "assessment_draw_count" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "assessment_pass_percent" integer DEFAULT 70 NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "assessment_max_attempts" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "assessment_cooldown_minutes" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "assessment_attempts" ADD CONSTRAINT "assessment_attempts_learner_id_learners_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."learners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_attempts" ADD CONSTRAINT "assessment_attempts_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_questions" ADD CONSTRAINT "assessment_questions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "assessment_attempts_number_unique" ON "assessment_attempts" USING btree ("learner_id","course_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "assessment_attempts_open_unique" ON "assessment_attempts" USING btree ("learner_id","course_id") WHERE "assessment_attempts"."submitted_at" is null;--> statement-breakpoint
CREATE INDEX "assessment_questions_course_idx" ON "assessment_questions" USING btree ("course_id","position");