CREATE TABLE "work_order_ticket_counters" (
	"owner_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "work_order_ticket_counters_owner_id_unit_id_pk" PRIMARY KEY("owner_id","unit_id")
);
--> statement-breakpoint
ALTER TABLE "work_order_ticket_counters" ADD CONSTRAINT "work_order_ticket_counters_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_ticket_counters" ADD CONSTRAINT "work_order_ticket_counters_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Orders saved without a ticket take their branch's next numbers, after its highest numeric ticket.
WITH "numbered" AS (
	SELECT "o"."id",
		(SELECT coalesce(max("t"."ticket"::bigint), 0) FROM "work_orders" "t"
			WHERE "t"."owner_id" = "o"."owner_id" AND "t"."unit_id" = "o"."unit_id" AND "t"."ticket" ~ '^[0-9]{1,9}$')
		+ row_number() OVER (PARTITION BY "o"."owner_id", "o"."unit_id" ORDER BY "o"."id") AS "number"
	FROM "work_orders" "o" WHERE "o"."ticket" IS NULL
)
UPDATE "work_orders" SET "ticket" = "numbered"."number"::text FROM "numbered" WHERE "work_orders"."id" = "numbered"."id";--> statement-breakpoint
INSERT INTO "work_order_ticket_counters" ("owner_id", "unit_id", "last_number")
SELECT "owner_id", "unit_id", max("ticket"::bigint) FROM "work_orders" WHERE "ticket" ~ '^[0-9]{1,9}$' GROUP BY "owner_id", "unit_id";
