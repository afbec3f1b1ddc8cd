CREATE TABLE "trustlink_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"interaction_id" integer NOT NULL,
	"kind" text NOT NULL,
	"author_id" integer,
	"sealed_body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trustlink_messages_kind_check" CHECK ("trustlink_messages"."kind" in ('staff', 'reporter', 'note'))
);
--> statement-breakpoint
CREATE TABLE "trustlink_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"interaction_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer,
	"actor_name" text,
	"action" text NOT NULL,
	"detail" jsonb
);
--> statement-breakpoint
CREATE TABLE "trustlink_evidence" (
	"id" serial PRIMARY KEY NOT NULL,
	"interaction_id" integer NOT NULL,
	"message_id" integer,
	"storage_key" text NOT NULL,
	"sealed_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trustlink_evidence_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "trustlink_interactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"interaction_id" text NOT NULL,
	"pin_hash" text NOT NULL,
	"wrapped_key" text NOT NULL,
	"key_id" text NOT NULL,
	"sealed_report" text NOT NULL,
	"interaction_type" text NOT NULL,
	"priority" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"feedback_given_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"closure_reason" text,
	"assignee_id" integer,
	"last_reporter_message_at" timestamp with time zone,
	"last_staff_message_at" timestamp with time zone,
	CONSTRAINT "trustlink_interactions_interaction_id_unique" UNIQUE("interaction_id"),
	CONSTRAINT "trustlink_interactions_status_check" CHECK ("trustlink_interactions"."status" in ('new', 'acknowledged', 'under_investigation', 'awaiting_reporter', 'closed')),
	CONSTRAINT "trustlink_interactions_type_check" CHECK ("trustlink_interactions"."interaction_type" in ('Environmental', 'Social', 'Governance')),
	CONSTRAINT "trustlink_interactions_priority_check" CHECK ("trustlink_interactions"."priority" in ('High', 'Medium', 'Low'))
);
--> statement-breakpoint
CREATE TABLE "trustlink_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"interaction_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "trustlink_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "trustlink_messages" ADD CONSTRAINT "trustlink_messages_interaction_id_trustlink_interactions_id_fk" FOREIGN KEY ("interaction_id") REFERENCES "public"."trustlink_interactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trustlink_messages" ADD CONSTRAINT "trustlink_messages_author_id_staff_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trustlink_events" ADD CONSTRAINT "trustlink_events_interaction_id_trustlink_interactions_id_fk" FOREIGN KEY ("interaction_id") REFERENCES "public"."trustlink_interactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trustlink_events" ADD CONSTRAINT "trustlink_events_actor_id_staff_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trustlink_evidence" ADD CONSTRAINT "trustlink_evidence_interaction_id_trustlink_interactions_id_fk" FOREIGN KEY ("interaction_id") REFERENCES "public"."trustlink_interactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trustlink_evidence" ADD CONSTRAINT "trustlink_evidence_message_id_trustlink_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."trustlink_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trustlink_interactions" ADD CONSTRAINT "trustlink_interactions_assignee_id_staff_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trustlink_sessions" ADD CONSTRAINT "trustlink_sessions_interaction_id_trustlink_interactions_id_fk" FOREIGN KEY ("interaction_id") REFERENCES "public"."trustlink_interactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trustlink_messages_interaction_idx" ON "trustlink_messages" USING btree ("interaction_id");--> statement-breakpoint
CREATE INDEX "trustlink_events_interaction_idx" ON "trustlink_events" USING btree ("interaction_id");--> statement-breakpoint
CREATE INDEX "trustlink_evidence_interaction_idx" ON "trustlink_evidence" USING btree ("interaction_id");--> statement-breakpoint
CREATE INDEX "trustlink_interactions_status_idx" ON "trustlink_interactions" USING btree ("status");--> statement-breakpoint
CREATE INDEX "trustlink_interactions_closed_at_idx" ON "trustlink_interactions" USING btree ("closed_at");--> statement-breakpoint
CREATE INDEX "trustlink_sessions_interaction_idx" ON "trustlink_sessions" USING btree ("interaction_id");