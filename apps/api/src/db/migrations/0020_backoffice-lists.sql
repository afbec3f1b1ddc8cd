CREATE TABLE "lead_counts" (
	"kind" text PRIMARY KEY NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"handled" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "enrolments_course_created_idx" ON "enrolments" USING btree ("course_id","created_at");--> statement-breakpoint
-- Written by hand (drizzle-kit does not model functions or triggers): keep it when regenerating.
-- lead_counts is kept by statement-level triggers on every lead table, so any write (a form,
-- handling, erasure, a cascade from assessments, plain SQL) keeps the inbox's totals exact.
-- Adds one statement's changes; the rows are locked in the order of their kinds first, so two
-- statements changing several kinds never wait on each other in a cycle.
CREATE FUNCTION "lead_counts_add"(kinds text[], totals integer[], handled integer[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
	PERFORM 1 FROM lead_counts WHERE kind = ANY (kinds) ORDER BY kind FOR UPDATE;
	INSERT INTO lead_counts AS c (kind, total, handled)
		SELECT k, t, h FROM unnest(kinds, totals, handled) AS d(k, t, h) ORDER BY k
		ON CONFLICT (kind) DO UPDATE
			SET total = c.total + excluded.total, handled = c.handled + excluded.handled;
END $$;
--> statement-breakpoint
-- One trigger function for every lead table: TG_ARGV[0] is the SQL of a row's kind, TG_ARGV[1]
-- whether the row is in the inbox at all. Inserted rows count +1, deleted ones -1, an update both.
CREATE FUNCTION "lead_counts_track"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
	changed text := concat_ws(' UNION ALL ',
		CASE WHEN TG_OP <> 'DELETE' THEN 'SELECT 1 AS sign, r.* FROM new_rows r' END,
		CASE WHEN TG_OP <> 'INSERT' THEN 'SELECT -1 AS sign, r.* FROM old_rows r' END);
BEGIN
	EXECUTE format(
		'SELECT lead_counts_add(array_agg(kind ORDER BY kind), array_agg(n ORDER BY kind), array_agg(h ORDER BY kind))
		FROM (
			SELECT %s AS kind, sum(sign)::int AS n,
				sum(CASE WHEN handled_at IS NOT NULL THEN sign ELSE 0 END)::int AS h
			FROM (%s) AS changed WHERE %s GROUP BY 1
		) AS delta WHERE n <> 0 OR h <> 0',
		TG_ARGV[0], changed, TG_ARGV[1]);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "contact_leads_count_insert" AFTER INSERT ON "contact_leads" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lead_counts_track('source', 'true');
--> statement-breakpoint
CREATE TRIGGER "contact_leads_count_update" AFTER UPDATE ON "contact_leads" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lead_counts_track('source', 'true');
--> statement-breakpoint
CREATE TRIGGER "contact_leads_count_delete" AFTER DELETE ON "contact_leads" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION lead_counts_track('source', 'true');
--> statement-breakpoint
CREATE TRIGGER "newsletter_leads_count_insert" AFTER INSERT ON "newsletter_leads" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lead_counts_track('''newsletter''', 'true');
--> statement-breakpoint
CREATE TRIGGER "newsletter_leads_count_update" AFTER UPDATE ON "newsletter_leads" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lead_counts_track('''newsletter''', 'true');
--> statement-breakpoint
CREATE TRIGGER "newsletter_leads_count_delete" AFTER DELETE ON "newsletter_leads" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION lead_counts_track('''newsletter''', 'true');
--> statement-breakpoint
CREATE TRIGGER "early_access_leads_count_insert" AFTER INSERT ON "early_access_leads" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lead_counts_track('''early-access''', 'true');
--> statement-breakpoint
CREATE TRIGGER "early_access_leads_count_update" AFTER UPDATE ON "early_access_leads" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lead_counts_track('''early-access''', 'true');
--> statement-breakpoint
CREATE TRIGGER "early_access_leads_count_delete" AFTER DELETE ON "early_access_leads" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION lead_counts_track('''early-access''', 'true');
--> statement-breakpoint
CREATE TRIGGER "waiting_list_entries_count_insert" AFTER INSERT ON "waiting_list_entries" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lead_counts_track('''waiting-list''', 'true');
--> statement-breakpoint
CREATE TRIGGER "waiting_list_entries_count_update" AFTER UPDATE ON "waiting_list_entries" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lead_counts_track('''waiting-list''', 'true');
--> statement-breakpoint
CREATE TRIGGER "waiting_list_entries_count_delete" AFTER DELETE ON "waiting_list_entries" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION lead_counts_track('''waiting-list''', 'true');
--> statement-breakpoint
-- An assessment's address is a lead once confirmed (the inbox's union joins its assessment, which
-- always exists: deleting one cascades here, and the delete trigger counts that).
CREATE TRIGGER "assessment_leads_count_insert" AFTER INSERT ON "assessment_leads" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lead_counts_track('''assessment''', 'confirmed_at IS NOT NULL');
--> statement-breakpoint
CREATE TRIGGER "assessment_leads_count_update" AFTER UPDATE ON "assessment_leads" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lead_counts_track('''assessment''', 'confirmed_at IS NOT NULL');
--> statement-breakpoint
CREATE TRIGGER "assessment_leads_count_delete" AFTER DELETE ON "assessment_leads" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION lead_counts_track('''assessment''', 'confirmed_at IS NOT NULL');
--> statement-breakpoint
-- The leads already stored.
INSERT INTO "lead_counts" (kind, total, handled)
SELECT kind, count(*), count(handled_at) FROM (
	SELECT source AS kind, handled_at FROM contact_leads
	UNION ALL SELECT 'newsletter', handled_at FROM newsletter_leads
	UNION ALL SELECT 'early-access', handled_at FROM early_access_leads
	UNION ALL SELECT 'waiting-list', handled_at FROM waiting_list_entries
	UNION ALL SELECT 'assessment', handled_at FROM assessment_leads WHERE confirmed_at IS NOT NULL
) AS leads GROUP BY kind;
