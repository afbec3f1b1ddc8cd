CREATE TABLE "staff_permissions" (
	"staff_id" integer NOT NULL,
	"permission" text NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_permissions_staff_id_permission_pk" PRIMARY KEY("staff_id","permission"),
	CONSTRAINT "staff_permissions_permission_check" CHECK ("staff_permissions"."permission" in ('case_manager'))
);
--> statement-breakpoint
CREATE TABLE "trustlink_exclusions" (
	"id" serial PRIMARY KEY NOT NULL,
	"interaction_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"reason" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"reinclusion_requested_by" integer,
	CONSTRAINT "trustlink_exclusions_case_staff_key" UNIQUE("interaction_id","staff_id"),
	CONSTRAINT "trustlink_exclusions_reason_check" CHECK ("trustlink_exclusions"."reason" in ('named', 'recused'))
);
--> statement-breakpoint
CREATE TABLE "trustlink_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"interaction_id" integer NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trustlink_reminders_case_kind_key" UNIQUE("interaction_id","kind")
);
--> statement-breakpoint
ALTER TABLE "trustlink_events" ADD COLUMN "session_id" integer;--> statement-breakpoint
ALTER TABLE "trustlink_evidence" ADD COLUMN "original_sha256" text;--> statement-breakpoint
ALTER TABLE "trustlink_evidence" ADD COLUMN "metadata_removed" boolean;--> statement-breakpoint
ALTER TABLE "trustlink_notices" ADD COLUMN "interaction_id" integer;--> statement-breakpoint
ALTER TABLE "staff_permissions" ADD CONSTRAINT "staff_permissions_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trustlink_exclusions" ADD CONSTRAINT "trustlink_exclusions_interaction_id_trustlink_interactions_id_fk" FOREIGN KEY ("interaction_id") REFERENCES "public"."trustlink_interactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trustlink_exclusions" ADD CONSTRAINT "trustlink_exclusions_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trustlink_exclusions" ADD CONSTRAINT "trustlink_exclusions_reinclusion_requested_by_staff_users_id_fk" FOREIGN KEY ("reinclusion_requested_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trustlink_reminders" ADD CONSTRAINT "trustlink_reminders_interaction_id_trustlink_interactions_id_fk" FOREIGN KEY ("interaction_id") REFERENCES "public"."trustlink_interactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trustlink_exclusions_staff_idx" ON "trustlink_exclusions" USING btree ("staff_id");--> statement-breakpoint
ALTER TABLE "trustlink_notices" ADD CONSTRAINT "trustlink_notices_interaction_id_trustlink_interactions_id_fk" FOREIGN KEY ("interaction_id") REFERENCES "public"."trustlink_interactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "trustlink_events_opened_once_idx" ON "trustlink_events" USING btree ("interaction_id","session_id") WHERE "trustlink_events"."action" = 'trustlink.viewed' and "trustlink_events"."session_id" is not null;