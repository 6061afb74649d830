CREATE TABLE "auto_send_skips" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "auto_send_skips_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"equipment_group_id" integer NOT NULL,
	"equipment_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"local_date" date NOT NULL,
	"skipped_at" timestamp with time zone NOT NULL,
	"violations" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "plan_sends" ADD COLUMN "gate" jsonb;--> statement-breakpoint
ALTER TABLE "plan_sends" ADD COLUMN "overridden_by" integer;--> statement-breakpoint
ALTER TABLE "plan_sends" ADD COLUMN "override_reason" text;--> statement-breakpoint
ALTER TABLE "auto_send_skips" ADD CONSTRAINT "auto_send_skips_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_send_skips" ADD CONSTRAINT "auto_send_skips_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_send_skips" ADD CONSTRAINT "auto_send_skips_equipment_group_id_equipment_groups_id_fk" FOREIGN KEY ("equipment_group_id") REFERENCES "public"."equipment_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_send_skips" ADD CONSTRAINT "auto_send_skips_equipment_id_equipment_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_send_skips" ADD CONSTRAINT "auto_send_skips_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auto_send_skips_plan" ON "auto_send_skips" USING btree ("plan_id");--> statement-breakpoint
CREATE INDEX "auto_send_skips_owner_id_local_date_index" ON "auto_send_skips" USING btree ("owner_id","local_date");--> statement-breakpoint
ALTER TABLE "plan_sends" ADD CONSTRAINT "plan_sends_overridden_by_users_id_fk" FOREIGN KEY ("overridden_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;