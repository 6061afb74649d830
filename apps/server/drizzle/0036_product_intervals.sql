ALTER TABLE "products" ADD COLUMN "re_entry_hours" double precision;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "pre_harvest_days" double precision;