CREATE TABLE "assistant_topic_counts" (
	"key" text PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"last_asked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assistant_unanswered" (
	"fingerprint" text PRIMARY KEY NOT NULL,
	"query" text,
	"count" integer DEFAULT 0 NOT NULL,
	"last_asked_at" timestamp with time zone DEFAULT now() NOT NULL
);
