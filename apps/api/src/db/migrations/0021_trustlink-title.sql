-- Old cases keep null: their keys are not in the database, so the case list opens their report.
ALTER TABLE "trustlink_interactions" ADD COLUMN "sealed_title" text;
