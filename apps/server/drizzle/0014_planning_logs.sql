CREATE TABLE "planning_logs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "planning_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"equipment_group_id" integer NOT NULL,
	"local_date" date NOT NULL,
	"process_hash" text NOT NULL,
	"kind" text NOT NULL,
	"work_order_ids" integer[] DEFAULT '{}' NOT NULL,
	"equipment_ids" integer[] DEFAULT '{}' NOT NULL,
	"input" jsonb NOT NULL,
	"result" jsonb,
	"orders" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"code" integer NOT NULL,
	"message" text,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"duration_seconds" double precision NOT NULL,
	"created_by" integer
);
--> statement-breakpoint
ALTER TABLE "planning_logs" ADD CONSTRAINT "planning_logs_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planning_logs" ADD CONSTRAINT "planning_logs_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planning_logs" ADD CONSTRAINT "planning_logs_equipment_group_id_equipment_groups_id_fk" FOREIGN KEY ("equipment_group_id") REFERENCES "public"."equipment_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planning_logs" ADD CONSTRAINT "planning_logs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "planning_logs_owner_id_unit_id_equipment_group_id_local_date_index" ON "planning_logs" USING btree ("owner_id","unit_id","equipment_group_id","local_date");--> statement-breakpoint
CREATE INDEX "planning_logs_process_hash_index" ON "planning_logs" USING btree ("process_hash");