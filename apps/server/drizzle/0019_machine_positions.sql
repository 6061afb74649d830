CREATE TABLE "device_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "device_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"equipment_id" integer NOT NULL,
	"voucher_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "device_tokens_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "machine_last_positions" (
	"equipment_id" integer PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"speed_kmh" double precision,
	"heading_degrees" double precision,
	"boom_on" boolean,
	"rate" double precision,
	"tank_level_litres" double precision,
	"work_order_id" integer
);
--> statement-breakpoint
CREATE TABLE "machine_positions" (
	"equipment_id" integer NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"owner_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"speed_kmh" double precision,
	"heading_degrees" double precision,
	"boom_on" boolean,
	"sections" boolean[],
	"rate" double precision,
	"tank_level_litres" double precision,
	"work_order_id" integer,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "machine_positions_equipment_id_recorded_at_pk" PRIMARY KEY("equipment_id","recorded_at")
) PARTITION BY RANGE ("recorded_at");
-- Partitioned by UTC day: the service creates a day's partition before its first point
-- (machine_positions_YYYYMMDD) and retention drops whole partitions.
--> statement-breakpoint
ALTER TABLE "device_tokens" ADD CONSTRAINT "device_tokens_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_tokens" ADD CONSTRAINT "device_tokens_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_tokens" ADD CONSTRAINT "device_tokens_equipment_id_equipment_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_tokens" ADD CONSTRAINT "device_tokens_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_last_positions" ADD CONSTRAINT "machine_last_positions_equipment_id_equipment_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_last_positions" ADD CONSTRAINT "machine_last_positions_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_last_positions" ADD CONSTRAINT "machine_last_positions_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "device_tokens_equipment_id_index" ON "device_tokens" USING btree ("equipment_id");--> statement-breakpoint
CREATE INDEX "machine_last_positions_owner_id_unit_id_index" ON "machine_last_positions" USING btree ("owner_id","unit_id");--> statement-breakpoint
CREATE INDEX "machine_positions_order" ON "machine_positions" USING btree ("work_order_id","recorded_at");