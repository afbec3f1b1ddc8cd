ALTER TABLE "trustlink_evidence" ADD COLUMN "original_sha256" text;--> statement-breakpoint
ALTER TABLE "trustlink_evidence" ADD COLUMN "metadata_removed" boolean;