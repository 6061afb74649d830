CREATE TABLE "filter_layers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "filter_layers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"kinds" jsonb NOT NULL,
	"driftwatch" boolean DEFAULT false NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"driftwatch_updated_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sensitive_sites" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sensitive_sites_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"geometry" jsonb NOT NULL,
	"radius_meters" double precision,
	"buffer_meters" double precision NOT NULL,
	"bbox_west" double precision NOT NULL,
	"bbox_south" double precision NOT NULL,
	"bbox_east" double precision NOT NULL,
	"bbox_north" double precision NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "filter_layers" ADD CONSTRAINT "filter_layers_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filter_layers" ADD CONSTRAINT "filter_layers_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filter_layers" ADD CONSTRAINT "filter_layers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sensitive_sites" ADD CONSTRAINT "sensitive_sites_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sensitive_sites" ADD CONSTRAINT "sensitive_sites_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "filter_layers_owner_id_unit_id_user_id_index" ON "filter_layers" USING btree ("owner_id","unit_id","user_id");--> statement-breakpoint
CREATE INDEX "sensitive_sites_owner_id_unit_id_index" ON "sensitive_sites" USING btree ("owner_id","unit_id");