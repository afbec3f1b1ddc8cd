CREATE TABLE "lead_counts" (
	"kind" text PRIMARY KEY NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"handled" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "enrolments_course_created_idx" ON "enrolments" USING btree ("course_id","created_at");--> statement-breakpoint
-- Written by hand (drizzle-kit does not model functions or triggers): keep it when regenerating.
-- lead_counts is kept by row triggers on every lead table, so any write (a form, handling,
-- erasure, a cascade from assessments, plain SQL) keeps the inbox's totals exact; concurrent
-- writers of one kind take turns on its row. An update counts only when it moves a lead between
-- new and handled (or in or out of the inbox).
CREATE FUNCTION "lead_counts_add"(lead_kind text, leads integer, handled_leads integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
	UPDATE lead_counts SET total = total + leads, handled = handled + handled_leads
		WHERE kind = lead_kind;
	IF NOT FOUND THEN
		INSERT INTO lead_counts AS c (kind, total, handled) VALUES (lead_kind, leads, handled_leads)
			ON CONFLICT (kind) DO UPDATE
				SET total = c.total + excluded.total, handled = c.handled + excluded.handled;
	END IF;
END $$;
--> statement-breakpoint
-- Tables whose every row is a lead of the kind given as the trigger's argument.
CREATE FUNCTION "lead_counts_track"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP <> 'INSERT' THEN
		PERFORM lead_counts_add(TG_ARGV[0], -1, -(OLD.handled_at IS NOT NULL)::int);
	END IF;
	IF TG_OP <> 'DELETE' THEN
		PERFORM lead_counts_add(TG_ARGV[0], 1, (NEW.handled_at IS NOT NULL)::int);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
-- contact_leads: a row's kind is its source (the contact form or the request-info modal).
CREATE FUNCTION "contact_leads_count"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP <> 'INSERT' THEN
		PERFORM lead_counts_add(OLD.source, -1, -(OLD.handled_at IS NOT NULL)::int);
	END IF;
	IF TG_OP <> 'DELETE' THEN
		PERFORM lead_counts_add(NEW.source, 1, (NEW.handled_at IS NOT NULL)::int);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
-- assessment_leads: an address is a lead once confirmed (the inbox's union joins its assessment,
-- which always exists: deleting one cascades here, and the delete trigger counts that).
CREATE FUNCTION "assessment_leads_count"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP <> 'INSERT' AND OLD.confirmed_at IS NOT NULL THEN
		PERFORM lead_counts_add('assessment', -1, -(OLD.handled_at IS NOT NULL)::int);
	END IF;
	IF TG_OP <> 'DELETE' AND NEW.confirmed_at IS NOT NULL THEN
		PERFORM lead_counts_add('assessment', 1, (NEW.handled_at IS NOT NULL)::int);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "contact_leads_count" AFTER INSERT OR DELETE ON "contact_leads" FOR EACH ROW EXECUTE FUNCTION contact_leads_count();
--> statement-breakpoint
CREATE TRIGGER "contact_leads_count_update" AFTER UPDATE OF handled_at, source ON "contact_leads" FOR EACH ROW WHEN ((OLD.handled_at IS NULL) <> (NEW.handled_at IS NULL) OR OLD.source <> NEW.source) EXECUTE FUNCTION contact_leads_count();
--> statement-breakpoint
CREATE TRIGGER "newsletter_leads_count" AFTER INSERT OR DELETE ON "newsletter_leads" FOR EACH ROW EXECUTE FUNCTION lead_counts_track('newsletter');
--> statement-breakpoint
CREATE TRIGGER "newsletter_leads_count_update" AFTER UPDATE OF handled_at ON "newsletter_leads" FOR EACH ROW WHEN ((OLD.handled_at IS NULL) <> (NEW.handled_at IS NULL)) EXECUTE FUNCTION lead_counts_track('newsletter');
--> statement-breakpoint
CREATE TRIGGER "early_access_leads_count" AFTER INSERT OR DELETE ON "early_access_leads" FOR EACH ROW EXECUTE FUNCTION lead_counts_track('early-access');
--> statement-breakpoint
CREATE TRIGGER "early_access_leads_count_update" AFTER UPDATE OF handled_at ON "early_access_leads" FOR EACH ROW WHEN ((OLD.handled_at IS NULL) <> (NEW.handled_at IS NULL)) EXECUTE FUNCTION lead_counts_track('early-access');
--> statement-breakpoint
CREATE TRIGGER "waiting_list_entries_count" AFTER INSERT OR DELETE ON "waiting_list_entries" FOR EACH ROW EXECUTE FUNCTION lead_counts_track('waiting-list');
--> statement-breakpoint
CREATE TRIGGER "waiting_list_entries_count_update" AFTER UPDATE OF handled_at ON "waiting_list_entries" FOR EACH ROW WHEN ((OLD.handled_at IS NULL) <> (NEW.handled_at IS NULL)) EXECUTE FUNCTION lead_counts_track('waiting-list');
--> statement-breakpoint
CREATE TRIGGER "assessment_leads_count" AFTER INSERT OR DELETE ON "assessment_leads" FOR EACH ROW EXECUTE FUNCTION assessment_leads_count();
--> statement-breakpoint
CREATE TRIGGER "assessment_leads_count_update" AFTER UPDATE OF handled_at, confirmed_at ON "assessment_leads" FOR EACH ROW WHEN ((OLD.handled_at IS NULL) <> (NEW.handled_at IS NULL) OR (OLD.confirmed_at IS NULL) <> (NEW.confirmed_at IS NULL)) EXECUTE FUNCTION assessment_leads_count();
--> statement-breakpoint
-- The leads already stored, and a row for every kind (so a lead's insert only updates).
INSERT INTO "lead_counts" (kind, total, handled)
SELECT kind, count(*), count(handled_at) FROM (
	SELECT source AS kind, handled_at FROM contact_leads
	UNION ALL SELECT 'newsletter', handled_at FROM newsletter_leads
	UNION ALL SELECT 'early-access', handled_at FROM early_access_leads
	UNION ALL SELECT 'waiting-list', handled_at FROM waiting_list_entries
	UNION ALL SELECT 'assessment', handled_at FROM assessment_leads WHERE confirmed_at IS NOT NULL
) AS leads GROUP BY kind;
--> statement-breakpoint
INSERT INTO "lead_counts" (kind) VALUES ('contact'), ('request-info'), ('newsletter'), ('early-access'), ('waiting-list'), ('assessment') ON CONFLICT (kind) DO NOTHING;
