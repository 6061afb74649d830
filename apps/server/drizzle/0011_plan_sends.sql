CREATE TABLE "plan_sends" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "plan_sends_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"equipment_group_id" integer NOT NULL,
	"equipment_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"local_date" date NOT NULL,
	"automatic" boolean NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"sent_by" integer,
	"equipment_name" text NOT NULL,
	"group_name" text NOT NULL,
	"work_order_ids" integer[] NOT NULL,
	"stops" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "plan_sends" ADD CONSTRAINT "plan_sends_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_sends" ADD CONSTRAINT "plan_sends_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_sends" ADD CONSTRAINT "plan_sends_equipment_group_id_equipment_groups_id_fk" FOREIGN KEY ("equipment_group_id") REFERENCES "public"."equipment_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_sends" ADD CONSTRAINT "plan_sends_equipment_id_equipment_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_sends" ADD CONSTRAINT "plan_sends_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_sends" ADD CONSTRAINT "plan_sends_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "plan_sends_automatic_once" ON "plan_sends" USING btree ("equipment_group_id","equipment_id","local_date","automatic") WHERE automatic;--> statement-breakpoint
CREATE INDEX "plan_sends_owner_id_unit_id_local_date_index" ON "plan_sends" USING btree ("owner_id","unit_id","local_date");--> statement-breakpoint
CREATE INDEX "plan_sends_equipment_id_local_date_index" ON "plan_sends" USING btree ("equipment_id","local_date");