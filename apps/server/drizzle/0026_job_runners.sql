ALTER TABLE "planning_jobs" ADD COLUMN "runner" text;--> statement-breakpoint
ALTER TABLE "planning_jobs" ADD COLUMN "heartbeat_at" timestamp with time zone;--> statement-breakpoint
-- Live messages too large for a PostgreSQL notice, passed between server processes (Socket.IO's
-- PostgreSQL adapter reads and prunes it; unused on the embedded database).
CREATE TABLE IF NOT EXISTS "socket_io_attachments" (
	"id" bigserial UNIQUE,
	"created_at" timestamp with time zone DEFAULT now(),
	"payload" bytea
);
