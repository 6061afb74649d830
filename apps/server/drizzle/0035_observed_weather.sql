CREATE TABLE "work_order_observed_weather" (
	"work_order_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"wind_kmh" double precision NOT NULL,
	"wind_gust_kmh" double precision,
	"temperature_c" double precision NOT NULL,
	"humidity_pct" double precision NOT NULL,
	"rain_mm" double precision NOT NULL,
	CONSTRAINT "work_order_observed_weather_work_order_id_hour_pk" PRIMARY KEY("work_order_id","hour")
);
--> statement-breakpoint
ALTER TABLE "work_order_observed_weather" ADD CONSTRAINT "work_order_observed_weather_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_observed_weather" ADD CONSTRAINT "work_order_observed_weather_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE no action ON UPDATE no action;