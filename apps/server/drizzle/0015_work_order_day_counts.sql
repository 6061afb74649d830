CREATE TABLE "work_order_day_counts" (
	"owner_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"location_key" integer NOT NULL,
	"status" smallint NOT NULL,
	"created_on" date NOT NULL,
	"order_count" integer NOT NULL,
	CONSTRAINT "work_order_day_counts_owner_id_unit_id_status_created_on_location_key_pk" PRIMARY KEY("owner_id","unit_id","status","created_on","location_key")
);
