CREATE TABLE "work_order_counts" (
	"owner_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"location_key" integer NOT NULL,
	"status" smallint NOT NULL,
	"order_count" integer NOT NULL,
	CONSTRAINT "work_order_counts_owner_id_unit_id_location_key_status_pk" PRIMARY KEY("owner_id","unit_id","location_key","status")
);
--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "product_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "field_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
CREATE INDEX "work_orders_closed_walk" ON "work_orders" USING btree ("owner_id","unit_id","status","closed_at","id");--> statement-breakpoint
CREATE INDEX "work_orders_status_ticket" ON "work_orders" USING btree ("owner_id","unit_id","status","ticket");--> statement-breakpoint
CREATE INDEX "work_orders_skipped" ON "work_orders" USING btree ("owner_id","unit_id","status","skipped_on") WHERE "work_orders"."skipped_on" is not null;--> statement-breakpoint
CREATE INDEX "work_orders_scheduled" ON "work_orders" USING btree ("owner_id","unit_id","status","scheduled_on") WHERE "work_orders"."scheduled_on" is not null;--> statement-breakpoint
CREATE INDEX "work_orders_alerts" ON "work_orders" USING btree ("owner_id","unit_id","status") WHERE "work_orders"."alert_count" > 0;--> statement-breakpoint
CREATE INDEX "work_orders_ticket_prefix" ON "work_orders" USING btree ("owner_id",lower("ticket") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "work_orders_description_words" ON "work_orders" USING gin (to_tsvector('simple', "description"));