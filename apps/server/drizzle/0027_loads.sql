CREATE TABLE "load_marks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "load_marks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"local_date" date NOT NULL,
	"load_key" text NOT NULL,
	"status" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"mixed_snapshot" jsonb,
	"mixed_by" text,
	"mixed_at" timestamp with time zone,
	"loaded_by" text,
	"loaded_at" timestamp with time zone,
	"dispatched_by" text,
	"dispatched_at" timestamp with time zone,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tender_trip_details" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tender_trip_details_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"trip_id" integer NOT NULL,
	"local_date" date NOT NULL,
	"equipment_id" integer NOT NULL,
	"equipment_name" text NOT NULL,
	"product_id" integer,
	"product_name" text,
	"quantity" double precision NOT NULL,
	"sequence" integer NOT NULL,
	"ticket" text
);
--> statement-breakpoint
CREATE TABLE "tender_trips" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tender_trips_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"local_date" date NOT NULL,
	"equipment_group_id" integer NOT NULL,
	"equipment_group_name" text NOT NULL,
	"group_type" text NOT NULL,
	"tender_id" integer NOT NULL,
	"tender_name" text NOT NULL,
	"status" text NOT NULL,
	"tickets" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"load_key" text NOT NULL,
	"dispatched_at" timestamp with time zone NOT NULL,
	"dispatched_by" text
);
--> statement-breakpoint
ALTER TABLE "load_marks" ADD CONSTRAINT "load_marks_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "load_marks" ADD CONSTRAINT "load_marks_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "load_marks" ADD CONSTRAINT "load_marks_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_trip_details" ADD CONSTRAINT "tender_trip_details_trip_id_tender_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."tender_trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_trips" ADD CONSTRAINT "tender_trips_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_trips" ADD CONSTRAINT "tender_trips_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "load_marks_owner_id_unit_id_local_date_load_key_index" ON "load_marks" USING btree ("owner_id","unit_id","local_date","load_key");--> statement-breakpoint
CREATE INDEX "tender_trip_details_trip_id_index" ON "tender_trip_details" USING btree ("trip_id");--> statement-breakpoint
CREATE INDEX "tender_trips_owner_id_unit_id_local_date_index" ON "tender_trips" USING btree ("owner_id","unit_id","local_date");