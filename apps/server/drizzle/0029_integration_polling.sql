ALTER TABLE "integration_settings" ADD COLUMN "next_sync_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "integration_settings" ADD COLUMN "sync_failures" integer DEFAULT 0 NOT NULL;