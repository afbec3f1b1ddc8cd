CREATE TABLE "scheduled_jobs" (
	"name" text PRIMARY KEY NOT NULL,
	"last_run_at" timestamp with time zone,
	"last_run_by" text,
	"runs" integer DEFAULT 0 NOT NULL
);
