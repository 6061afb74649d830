CREATE TABLE "order_coverage" (
	"work_order_id" integer PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"applied_area_hectares" double precision NOT NULL,
	"overlap_area_hectares" double precision NOT NULL,
	"overlap_percent" double precision NOT NULL,
	"field_area_hectares" double precision NOT NULL,
	"uncovered_area_hectares" double precision NOT NULL,
	"off_target_area_hectares" double precision NOT NULL,
	"average_rate" double precision,
	"applied_volume" double precision,
	"rate_min" double precision,
	"rate_max" double precision,
	"width_metres" double precision,
	"point_count" integer NOT NULL,
	"covered" jsonb,
	"rate_segments" jsonb NOT NULL,
	"trail" jsonb NOT NULL,
	"bbox" jsonb,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_coverage" ADD CONSTRAINT "order_coverage_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_coverage" ADD CONSTRAINT "order_coverage_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_coverage" ADD CONSTRAINT "order_coverage_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_coverage_owner_id_unit_id_index" ON "order_coverage" USING btree ("owner_id","unit_id");