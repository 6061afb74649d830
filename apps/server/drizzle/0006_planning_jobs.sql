CREATE TABLE "planning_jobs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "planning_jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"process_hash" text NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'pendente' NOT NULL,
	"code" integer,
	"message" text,
	"progress" double precision DEFAULT 0 NOT NULL,
	"destiny" text DEFAULT 'schedule' NOT NULL,
	"cancel_requested" boolean DEFAULT false NOT NULL,
	"input" jsonb,
	"result" jsonb,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "planning_jobs_processHash_unique" UNIQUE("process_hash")
);
--> statement-breakpoint
CREATE TABLE "work_order_audit" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "work_order_audit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"work_order_id" integer NOT NULL,
	"user_id" integer,
	"user_name" text,
	"action" text NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_order_fields" (
	"work_order_id" integer NOT NULL,
	"field_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"area_hectares" double precision
);
--> statement-breakpoint
CREATE TABLE "work_order_products" (
	"work_order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"rate_per_hectare" double precision NOT NULL,
	"rate_unit" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "work_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"location_id" integer,
	"description" text NOT NULL,
	"ticket" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"status_before_delete" smallint,
	"grower_id" integer NOT NULL,
	"farm_id" integer NOT NULL,
	"equipment_group_id" integer,
	"applicator_id" integer,
	"timing" text NOT NULL,
	"crop_id" integer,
	"trait_package" text,
	"application_type" text NOT NULL,
	"planned_start" timestamp with time zone,
	"planned_end" timestamp with time zone,
	"carrier_rate_litres_per_hectare" double precision,
	"total_area_hectares" double precision DEFAULT 0 NOT NULL,
	"selected_area_hectares" double precision DEFAULT 0 NOT NULL,
	"total_volume_litres" double precision DEFAULT 0 NOT NULL,
	"total_mass_kilograms" double precision DEFAULT 0 NOT NULL,
	"applied_volume_litres" double precision,
	"applied_area_hectares" double precision,
	"batch_count" integer,
	"min_speed_kmh" double precision,
	"max_speed_kmh" double precision,
	"observation" text,
	"started_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"clean_equipment" boolean DEFAULT false NOT NULL,
	"trip_sent_on" date,
	"skipped_on" date,
	"scheduled_on" date,
	"alert_count" integer DEFAULT 0 NOT NULL,
	"flow_rate_inconsistent" boolean DEFAULT false NOT NULL,
	"compartment_inconsistent" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "planning_jobs" ADD CONSTRAINT "planning_jobs_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planning_jobs" ADD CONSTRAINT "planning_jobs_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planning_jobs" ADD CONSTRAINT "planning_jobs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_audit" ADD CONSTRAINT "work_order_audit_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_audit" ADD CONSTRAINT "work_order_audit_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_audit" ADD CONSTRAINT "work_order_audit_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_fields" ADD CONSTRAINT "work_order_fields_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_fields" ADD CONSTRAINT "work_order_fields_field_id_fields_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."fields"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_products" ADD CONSTRAINT "work_order_products_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_products" ADD CONSTRAINT "work_order_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_grower_id_growers_id_fk" FOREIGN KEY ("grower_id") REFERENCES "public"."growers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_equipment_group_id_equipment_groups_id_fk" FOREIGN KEY ("equipment_group_id") REFERENCES "public"."equipment_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_applicator_id_employees_id_fk" FOREIGN KEY ("applicator_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_crop_id_crops_id_fk" FOREIGN KEY ("crop_id") REFERENCES "public"."crops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "planning_jobs_owner_id_status_index" ON "planning_jobs" USING btree ("owner_id","status");--> statement-breakpoint
CREATE INDEX "work_order_audit_work_order_id_at_index" ON "work_order_audit" USING btree ("work_order_id","at");--> statement-breakpoint
CREATE INDEX "work_order_fields_work_order_id_index" ON "work_order_fields" USING btree ("work_order_id");--> statement-breakpoint
CREATE INDEX "work_order_fields_field_id_index" ON "work_order_fields" USING btree ("field_id");--> statement-breakpoint
CREATE INDEX "work_order_products_work_order_id_index" ON "work_order_products" USING btree ("work_order_id");--> statement-breakpoint
CREATE INDEX "work_order_products_product_id_index" ON "work_order_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "work_orders_owner_id_unit_id_status_created_at_index" ON "work_orders" USING btree ("owner_id","unit_id","status","created_at");--> statement-breakpoint
CREATE INDEX "work_orders_owner_id_unit_id_created_at_index" ON "work_orders" USING btree ("owner_id","unit_id","created_at");--> statement-breakpoint
CREATE INDEX "work_orders_equipment_group_id_index" ON "work_orders" USING btree ("equipment_group_id");--> statement-breakpoint
CREATE INDEX "work_orders_grower_id_index" ON "work_orders" USING btree ("grower_id");--> statement-breakpoint
CREATE INDEX "work_orders_ticket_search" ON "work_orders" USING btree ("owner_id","ticket");--> statement-breakpoint
CREATE INDEX "work_orders_open_schedule" ON "work_orders" USING btree ("owner_id","unit_id") WHERE "work_orders"."status" in (1, 2, 5);