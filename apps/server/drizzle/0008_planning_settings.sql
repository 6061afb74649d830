CREATE TABLE "planning_settings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "planning_settings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"equipment_group_id" integer NOT NULL,
	"weighting" text NOT NULL,
	"vehicle" text NOT NULL,
	"respect_wind" boolean DEFAULT true NOT NULL,
	"respect_temperature" boolean DEFAULT true NOT NULL,
	"respect_humidity" boolean DEFAULT true NOT NULL,
	"respect_rain" boolean DEFAULT true NOT NULL,
	"respect_sun" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "planning_settings" ADD CONSTRAINT "planning_settings_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planning_settings" ADD CONSTRAINT "planning_settings_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planning_settings" ADD CONSTRAINT "planning_settings_equipment_group_id_equipment_groups_id_fk" FOREIGN KEY ("equipment_group_id") REFERENCES "public"."equipment_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planning_settings" ADD CONSTRAINT "planning_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "planning_settings_equipment_group_id_index" ON "planning_settings" USING btree ("equipment_group_id");