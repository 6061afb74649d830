CREATE TABLE "integration_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "integration_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"direction" text NOT NULL,
	"operation" text NOT NULL,
	"ticket_number" text,
	"ok" boolean NOT NULL,
	"message" text
);
--> statement-breakpoint
CREATE TABLE "integration_mappings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "integration_mappings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"kind" text NOT NULL,
	"erp_code" text NOT NULL,
	"erp_name" text,
	"target_id" integer,
	"target_code" text,
	"ignored" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "integration_rows" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "integration_rows_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"ticket_number" text NOT NULL,
	"ticket" jsonb NOT NULL,
	"ticket_hash" text NOT NULL,
	"pendency" text DEFAULT 'A' NOT NULL,
	"work_order_id" integer,
	"needs_update" boolean DEFAULT false NOT NULL,
	"error_key" text,
	"error_detail" text,
	"status_sent" text,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "integration_settings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "integration_settings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"adapter" text NOT NULL,
	"base_url" text,
	"credentials_sealed" text,
	"polling_minutes" integer NOT NULL,
	"last_sync_at" timestamp with time zone,
	"last_error" text,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "integration_log" ADD CONSTRAINT "integration_log_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_log" ADD CONSTRAINT "integration_log_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_mappings" ADD CONSTRAINT "integration_mappings_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_mappings" ADD CONSTRAINT "integration_mappings_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_rows" ADD CONSTRAINT "integration_rows_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_rows" ADD CONSTRAINT "integration_rows_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_settings" ADD CONSTRAINT "integration_settings_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_settings" ADD CONSTRAINT "integration_settings_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "integration_log_owner_id_unit_id_at_index" ON "integration_log" USING btree ("owner_id","unit_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "integration_mappings_code" ON "integration_mappings" USING btree ("owner_id","unit_id","kind","erp_code");--> statement-breakpoint
CREATE UNIQUE INDEX "integration_rows_ticket" ON "integration_rows" USING btree ("owner_id","unit_id","ticket_number");--> statement-breakpoint
CREATE INDEX "integration_rows_owner_id_work_order_id_index" ON "integration_rows" USING btree ("owner_id","work_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "integration_settings_unit" ON "integration_settings" USING btree ("owner_id","unit_id");