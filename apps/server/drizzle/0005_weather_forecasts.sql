CREATE TABLE "weather_forecasts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "weather_forecasts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"wind_kmh" double precision NOT NULL,
	"wind_gust_kmh" double precision,
	"temperature_c" double precision NOT NULL,
	"humidity_pct" double precision NOT NULL,
	"rain_mm" double precision NOT NULL,
	"source" text DEFAULT 'stored' NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "weather_forecasts" ADD CONSTRAINT "weather_forecasts_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "weather_forecasts_cell_hour" ON "weather_forecasts" USING btree ("owner_id","latitude","longitude","hour");--> statement-breakpoint
CREATE INDEX "weather_forecasts_owner_id_hour_index" ON "weather_forecasts" USING btree ("owner_id","hour");