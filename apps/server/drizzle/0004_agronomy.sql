CREATE TABLE "farms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "farms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"grower_id" integer NOT NULL,
	"name" text NOT NULL,
	"code" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fields" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fields_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"farm_id" integer NOT NULL,
	"zone_id" integer,
	"name" text NOT NULL,
	"code" text,
	"geometry" jsonb,
	"area_hectares" double precision,
	"centroid_latitude" double precision,
	"centroid_longitude" double precision,
	"bbox_west" double precision,
	"bbox_south" double precision,
	"bbox_east" double precision,
	"bbox_north" double precision,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "growers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "growers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"code" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text,
	"phones" text[] DEFAULT '{}' NOT NULL,
	"notes" text,
	"sms_en_route" boolean DEFAULT false NOT NULL,
	"sms_job_complete" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zones" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "zones_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"farm_id" integer NOT NULL,
	"name" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blend_components" (
	"blend_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"rate_per_hectare" double precision NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "blend_components_blend_id_product_id_pk" PRIMARY KEY("blend_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "crop_stages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "crop_stages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"crop_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crop_varieties" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "crop_varieties_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"crop_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crops" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "crops_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_crops" (
	"product_id" integer NOT NULL,
	"crop_id" integer NOT NULL,
	CONSTRAINT "product_crops_product_id_crop_id_pk" PRIMARY KEY("product_id","crop_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"is_blend" boolean DEFAULT false NOT NULL,
	"epa" text,
	"ean" text,
	"gtin" text,
	"erp_code" text,
	"rain_free_hours" double precision,
	"application_speed_kmh" double precision,
	"max_yearly_amount_per_hectare" double precision,
	"single_application_amount_per_hectare" double precision,
	"spray_volume_min_litres_per_hectare" double precision,
	"spray_volume_max_litres_per_hectare" double precision,
	"humidity_min_percent" double precision,
	"humidity_max_percent" double precision,
	"temperature_min_celsius" double precision,
	"temperature_max_celsius" double precision,
	"wind_speed_min_kmh" double precision,
	"wind_speed_max_kmh" double precision,
	"sun_rule" boolean DEFAULT false NOT NULL,
	"density_kg_per_litre" double precision,
	"density_unit" text DEFAULT 'kg/l' NOT NULL,
	"rate_unit" text NOT NULL,
	"analysis" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"seeds_per_unit" double precision,
	"cleaning_family" text,
	"adjuvant_kind" text,
	"requires_vra" boolean DEFAULT false NOT NULL,
	"requires_dra" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "territories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "territories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL,
	"geometry" jsonb NOT NULL,
	"marker_latitude" double precision NOT NULL,
	"marker_longitude" double precision NOT NULL,
	"area_hectares" double precision NOT NULL,
	"bbox_west" double precision NOT NULL,
	"bbox_south" double precision NOT NULL,
	"bbox_east" double precision NOT NULL,
	"bbox_north" double precision NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "farms" ADD CONSTRAINT "farms_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farms" ADD CONSTRAINT "farms_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farms" ADD CONSTRAINT "farms_grower_id_growers_id_fk" FOREIGN KEY ("grower_id") REFERENCES "public"."growers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fields" ADD CONSTRAINT "fields_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fields" ADD CONSTRAINT "fields_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fields" ADD CONSTRAINT "fields_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fields" ADD CONSTRAINT "fields_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "growers" ADD CONSTRAINT "growers_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "growers" ADD CONSTRAINT "growers_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zones" ADD CONSTRAINT "zones_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zones" ADD CONSTRAINT "zones_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zones" ADD CONSTRAINT "zones_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blend_components" ADD CONSTRAINT "blend_components_blend_id_products_id_fk" FOREIGN KEY ("blend_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blend_components" ADD CONSTRAINT "blend_components_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crop_stages" ADD CONSTRAINT "crop_stages_crop_id_crops_id_fk" FOREIGN KEY ("crop_id") REFERENCES "public"."crops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crop_varieties" ADD CONSTRAINT "crop_varieties_crop_id_crops_id_fk" FOREIGN KEY ("crop_id") REFERENCES "public"."crops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crops" ADD CONSTRAINT "crops_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_crops" ADD CONSTRAINT "product_crops_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_crops" ADD CONSTRAINT "product_crops_crop_id_crops_id_fk" FOREIGN KEY ("crop_id") REFERENCES "public"."crops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "territories" ADD CONSTRAINT "territories_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "territories" ADD CONSTRAINT "territories_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "farms_owner_id_unit_id_index" ON "farms" USING btree ("owner_id","unit_id");--> statement-breakpoint
CREATE INDEX "farms_grower_id_index" ON "farms" USING btree ("grower_id");--> statement-breakpoint
CREATE INDEX "fields_owner_id_unit_id_index" ON "fields" USING btree ("owner_id","unit_id");--> statement-breakpoint
CREATE INDEX "fields_farm_id_index" ON "fields" USING btree ("farm_id");--> statement-breakpoint
CREATE INDEX "fields_bbox_west_bbox_east_bbox_south_bbox_north_index" ON "fields" USING btree ("bbox_west","bbox_east","bbox_south","bbox_north");--> statement-breakpoint
CREATE INDEX "growers_owner_id_unit_id_index" ON "growers" USING btree ("owner_id","unit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "growers_owner_unit_code" ON "growers" USING btree ("owner_id","unit_id","code");--> statement-breakpoint
CREATE INDEX "zones_farm_id_index" ON "zones" USING btree ("farm_id");--> statement-breakpoint
CREATE INDEX "blend_components_product_id_index" ON "blend_components" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "crop_stages_crop_id_index" ON "crop_stages" USING btree ("crop_id");--> statement-breakpoint
CREATE INDEX "crop_varieties_crop_id_index" ON "crop_varieties" USING btree ("crop_id");--> statement-breakpoint
CREATE UNIQUE INDEX "crops_owner_code" ON "crops" USING btree ("owner_id","code");--> statement-breakpoint
CREATE INDEX "products_owner_id_unit_id_status_index" ON "products" USING btree ("owner_id","unit_id","status");--> statement-breakpoint
CREATE INDEX "territories_owner_id_unit_id_index" ON "territories" USING btree ("owner_id","unit_id");