CREATE TABLE "trustlink_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "trustlink_interactions" ADD COLUMN "next_due_at" timestamp with time zone GENERATED ALWAYS AS (case when closed_at is not null then null when acknowledged_at is null then ((received_at at time zone 'UTC') + make_interval(days => 7)) at time zone 'UTC' when feedback_given_at is null then (coalesce(acknowledged_at at time zone 'UTC', (received_at at time zone 'UTC') + make_interval(days => 7)) + make_interval(months => 3)) at time zone 'UTC' end) STORED;--> statement-breakpoint
CREATE INDEX "trustlink_interactions_received_idx" ON "trustlink_interactions" USING btree ("received_at","id");--> statement-breakpoint
CREATE INDEX "trustlink_interactions_assignee_idx" ON "trustlink_interactions" USING btree ("assignee_id");--> statement-breakpoint
CREATE INDEX "trustlink_interactions_next_due_idx" ON "trustlink_interactions" USING btree ("next_due_at");