DROP INDEX "as_applied_imports_file";--> statement-breakpoint
ALTER TABLE "as_applied_imports" ADD COLUMN "part" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "as_applied_imports_file" ON "as_applied_imports" USING btree ("owner_id","file_hash","part");