CREATE TABLE "assistant_evaluation_cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question" text NOT NULL,
	"expected" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assistant_feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vote" text NOT NULL,
	"reason" text,
	"question" text,
	"question_fingerprint" text NOT NULL,
	"sources" text[] NOT NULL,
	"knowledge_version" text NOT NULL,
	"created_on" date DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "assistant_feedback_answer_idx" ON "assistant_feedback" USING btree ("question_fingerprint");