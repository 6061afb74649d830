CREATE TABLE "firmware_files" (
	"package_id" integer PRIMARY KEY NOT NULL,
	"content" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "firmware_packages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "firmware_packages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"controller" text NOT NULL,
	"model" text NOT NULL,
	"version" text NOT NULL,
	"release_notes" text DEFAULT '' NOT NULL,
	"file_name" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "machine_firmware" (
	"equipment_id" integer PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"package_id" integer,
	"status" text,
	"current_version" text,
	"detail" text,
	"assigned_at" timestamp with time zone,
	"reported_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "owners" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "code" text;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "unit_system" text;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "firmware_files" ADD CONSTRAINT "firmware_files_package_id_firmware_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."firmware_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firmware_packages" ADD CONSTRAINT "firmware_packages_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firmware_packages" ADD CONSTRAINT "firmware_packages_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firmware_packages" ADD CONSTRAINT "firmware_packages_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_firmware" ADD CONSTRAINT "machine_firmware_equipment_id_equipment_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_firmware" ADD CONSTRAINT "machine_firmware_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_firmware" ADD CONSTRAINT "machine_firmware_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_firmware" ADD CONSTRAINT "machine_firmware_package_id_firmware_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."firmware_packages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "firmware_packages_version" ON "firmware_packages" USING btree ("owner_id","unit_id","controller","model","version");--> statement-breakpoint
CREATE INDEX "machine_firmware_owner_id_unit_id_index" ON "machine_firmware" USING btree ("owner_id","unit_id");--> statement-breakpoint
CREATE INDEX "machine_firmware_package_id_index" ON "machine_firmware" USING btree ("package_id");--> statement-breakpoint
CREATE UNIQUE INDEX "units_owner_code" ON "units" USING btree ("owner_id",lower("code"));