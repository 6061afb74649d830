CREATE TABLE "as_applied_imports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "as_applied_imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"file_hash" text NOT NULL,
	"format" text NOT NULL,
	"status" text NOT NULL,
	"match" text,
	"task_designators" text[] DEFAULT '{}' NOT NULL,
	"work_order_id" integer,
	"equipment_id" integer,
	"point_count" integer NOT NULL,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"points" jsonb,
	"applied_area_hectares" double precision,
	"applied_volume" double precision,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "as_applied_imports" ADD CONSTRAINT "as_applied_imports_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "as_applied_imports" ADD CONSTRAINT "as_applied_imports_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "as_applied_imports" ADD CONSTRAINT "as_applied_imports_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "as_applied_imports" ADD CONSTRAINT "as_applied_imports_equipment_id_equipment_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "as_applied_imports" ADD CONSTRAINT "as_applied_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "as_applied_imports_file" ON "as_applied_imports" USING btree ("owner_id","file_hash");--> statement-breakpoint
CREATE INDEX "as_applied_imports_owner_id_unit_id_status_index" ON "as_applied_imports" USING btree ("owner_id","unit_id","status");