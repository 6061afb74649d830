CREATE TABLE "work_order_execution_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "work_order_execution_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"equipment_id" integer NOT NULL,
	"work_order_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"type" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"payload" jsonb NOT NULL,
	"status_after" smallint NOT NULL,
	"skipped_on" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "work_order_execution_events" ADD CONSTRAINT "work_order_execution_events_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_execution_events" ADD CONSTRAINT "work_order_execution_events_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_execution_events" ADD CONSTRAINT "work_order_execution_events_equipment_id_equipment_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_execution_events" ADD CONSTRAINT "work_order_execution_events_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "work_order_execution_events_key" ON "work_order_execution_events" USING btree ("equipment_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "work_order_execution_events_work_order_id_occurred_at_index" ON "work_order_execution_events" USING btree ("work_order_id","occurred_at");