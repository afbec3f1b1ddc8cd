CREATE TABLE "contact_leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"name" text,
	"designation" text,
	"company_name" text,
	"professional_email" text NOT NULL,
	"sector" text,
	"phone" text,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone,
	CONSTRAINT "contact_leads_source_check" CHECK ("contact_leads"."source" in ('contact', 'request-info'))
);
--> statement-breakpoint
CREATE TABLE "early_access_leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"sector" text NOT NULL,
	"country" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "waiting_list_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"surname" text NOT NULL,
	"company_name" text NOT NULL,
	"email" text NOT NULL,
	"message" text,
	"programme" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "news_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"date" date NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"paragraphs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_articles_slug_unique" UNIQUE("slug"),
	CONSTRAINT "news_articles_paragraphs_array" CHECK (jsonb_typeof("news_articles"."paragraphs") = 'array'),
	CONSTRAINT "news_articles_images_array" CHECK (jsonb_typeof("news_articles"."images") = 'array')
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"to_address" text NOT NULL,
	"reply_to" text,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "outbox_messages_status_check" CHECK ("outbox_messages"."status" in ('queued', 'sending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "contact_leads_created_at_idx" ON "contact_leads" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "early_access_leads_created_at_idx" ON "early_access_leads" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "waiting_list_entries_created_at_idx" ON "waiting_list_entries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "news_articles_published_date_idx" ON "news_articles" USING btree ("published","date");--> statement-breakpoint
CREATE INDEX "outbox_messages_due_idx" ON "outbox_messages" USING btree ("next_attempt_at") WHERE "outbox_messages"."status" in ('queued', 'sending');