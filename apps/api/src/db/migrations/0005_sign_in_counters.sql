CREATE TABLE "attempt_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "lockout_generation" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_users" DROP COLUMN "failed_sign_ins";