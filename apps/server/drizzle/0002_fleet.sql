CREATE TABLE "equipment_group_machines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "equipment_group_machines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"group_id" integer NOT NULL,
	"equipment_id" integer NOT NULL,
	"role" text NOT NULL,
	"description" text,
	"implement_id" integer,
	"implement_width_metres" double precision,
	"compartment_count" integer,
	"operation_speed_kmh" double precision,
	"travel_speed_kmh" double precision,
	"warehouse_id" integer,
	"cleaning_time_seconds" integer,
	"refill_duration_seconds" integer,
	"allow_loads_from_other_tenders" boolean DEFAULT false NOT NULL,
	"load_last_to_first" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "equipment_group_working_periods" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "equipment_group_working_periods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"group_id" integer NOT NULL,
	"day_of_week" text NOT NULL,
	"start_minute" integer NOT NULL,
	"end_minute" integer NOT NULL,
	"overtime_minutes" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "equipment_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "equipment_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"productive_operation" text,
	"location_ids" integer[] DEFAULT '{}' NOT NULL,
	"distribution_type" text,
	"product_type_filter" text[] DEFAULT '{}' NOT NULL,
	"timing_filter" text[] DEFAULT '{}' NOT NULL,
	"liquid_rate_threshold" double precision,
	"mixture_type" text NOT NULL,
	"consolidation" text NOT NULL,
	"chemical_addition" text NOT NULL,
	"tank_capacity" double precision,
	"blender_capacity" double precision,
	"balance_loads" double precision,
	"auto_send_loads" boolean DEFAULT false NOT NULL,
	"auto_send_minute" integer,
	"robot" boolean DEFAULT false NOT NULL,
	"auto_assign_work_orders" boolean DEFAULT false NOT NULL,
	"individual_orders_per_field" boolean DEFAULT false NOT NULL,
	"tender_loading_order" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "equipment" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "equipment_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"name" text NOT NULL,
	"client_code" text,
	"code" text NOT NULL,
	"type" text NOT NULL,
	"profile" text,
	"model" text,
	"make" text,
	"year" integer,
	"controller" text,
	"boom_width_metres" double precision,
	"spreader_width_metres" double precision,
	"spinner_range_min_metres" double precision,
	"spinner_range_max_metres" double precision,
	"tank_capacity_litres" double precision,
	"has_fixed_implement" boolean DEFAULT false NOT NULL,
	"fixed_implement_id" integer,
	"implement_type" text,
	"fixed_tanks" boolean DEFAULT false NOT NULL,
	"trailer_type" text,
	"stop_reason_delay_seconds" integer,
	"field_efficiency" double precision DEFAULT 0.7 NOT NULL,
	"product_classes" text[] DEFAULT '{}' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "equipment_compartments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "equipment_compartments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"equipment_id" integer NOT NULL,
	"name" text NOT NULL,
	"capacity" double precision NOT NULL,
	"mixture_type" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "implements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "implements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"location_id" integer,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"model" text,
	"kind" text NOT NULL,
	"fixed" boolean DEFAULT false NOT NULL,
	"width_metres" double precision,
	"fixed_width" boolean DEFAULT true NOT NULL,
	"mixture_type" text NOT NULL,
	"capacity" double precision,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "implement_compartments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "implement_compartments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"implement_id" integer NOT NULL,
	"name" text NOT NULL,
	"capacity" double precision NOT NULL,
	"mixture_type" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "equipment_group_machines" ADD CONSTRAINT "equipment_group_machines_group_id_equipment_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."equipment_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_group_machines" ADD CONSTRAINT "equipment_group_machines_equipment_id_equipment_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_group_machines" ADD CONSTRAINT "equipment_group_machines_implement_id_implements_id_fk" FOREIGN KEY ("implement_id") REFERENCES "public"."implements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_group_machines" ADD CONSTRAINT "equipment_group_machines_warehouse_id_places_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_group_working_periods" ADD CONSTRAINT "equipment_group_working_periods_group_id_equipment_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."equipment_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_groups" ADD CONSTRAINT "equipment_groups_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_groups" ADD CONSTRAINT "equipment_groups_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment" ADD CONSTRAINT "equipment_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment" ADD CONSTRAINT "equipment_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment" ADD CONSTRAINT "equipment_fixed_implement_id_implements_id_fk" FOREIGN KEY ("fixed_implement_id") REFERENCES "public"."implements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_compartments" ADD CONSTRAINT "equipment_compartments_equipment_id_equipment_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "implements" ADD CONSTRAINT "implements_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "implements" ADD CONSTRAINT "implements_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "implements" ADD CONSTRAINT "implements_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "implement_compartments" ADD CONSTRAINT "implement_compartments_implement_id_implements_id_fk" FOREIGN KEY ("implement_id") REFERENCES "public"."implements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "equipment_group_machines_group_id_index" ON "equipment_group_machines" USING btree ("group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "equipment_group_machines_equipment" ON "equipment_group_machines" USING btree ("equipment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "equipment_group_working_periods_day" ON "equipment_group_working_periods" USING btree ("group_id","day_of_week");--> statement-breakpoint
CREATE INDEX "equipment_groups_owner_id_unit_id_index" ON "equipment_groups" USING btree ("owner_id","unit_id");--> statement-breakpoint
CREATE INDEX "equipment_owner_id_unit_id_index" ON "equipment" USING btree ("owner_id","unit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "equipment_owner_code" ON "equipment" USING btree ("owner_id",lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "equipment_owner_client_code" ON "equipment" USING btree ("owner_id",lower("client_code"));--> statement-breakpoint
CREATE UNIQUE INDEX "equipment_fixed_implement" ON "equipment" USING btree ("fixed_implement_id");--> statement-breakpoint
CREATE INDEX "equipment_compartments_equipment_id_index" ON "equipment_compartments" USING btree ("equipment_id");--> statement-breakpoint
CREATE INDEX "implements_owner_id_unit_id_index" ON "implements" USING btree ("owner_id","unit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "implements_owner_code" ON "implements" USING btree ("owner_id",lower("code"));--> statement-breakpoint
CREATE INDEX "implement_compartments_implement_id_index" ON "implement_compartments" USING btree ("implement_id");