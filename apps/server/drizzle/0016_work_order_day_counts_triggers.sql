-- Custom SQL migration file, put your code below! ---- Order counts per UTC day of creation follow every change of work_orders (and existing orders are counted).
INSERT INTO "work_order_day_counts" ("owner_id", "unit_id", "location_key", "status", "created_on", "order_count")
SELECT "owner_id", "unit_id", coalesce("location_id", 0), "status", ("created_at" AT TIME ZONE 'UTC')::date, count(*)::int FROM "work_orders" GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
CREATE FUNCTION "work_order_day_counts_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "work_order_day_counts" ("owner_id", "unit_id", "location_key", "status", "created_on", "order_count")
    SELECT "owner_id", "unit_id", coalesce("location_id", 0), "status", ("created_at" AT TIME ZONE 'UTC')::date, count(*)::int FROM new_orders GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 4, 5, 3
    ON CONFLICT ("owner_id", "unit_id", "status", "created_on", "location_key") DO UPDATE SET "order_count" = "work_order_day_counts"."order_count" + excluded."order_count";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "work_order_day_counts" ("owner_id", "unit_id", "location_key", "status", "created_on", "order_count")
    SELECT "owner_id", "unit_id", coalesce("location_id", 0), "status", ("created_at" AT TIME ZONE 'UTC')::date, -count(*)::int FROM old_orders GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 4, 5, 3
    ON CONFLICT ("owner_id", "unit_id", "status", "created_on", "location_key") DO UPDATE SET "order_count" = "work_order_day_counts"."order_count" + excluded."order_count";
  ELSE
    INSERT INTO "work_order_day_counts" ("owner_id", "unit_id", "location_key", "status", "created_on", "order_count")
    SELECT d."owner_id", d."unit_id", d."location_key", d."status", d."created_on", sum(d."delta")::int FROM (
      SELECT n."owner_id", n."unit_id", coalesce(n."location_id", 0) AS "location_key", n."status", (n."created_at" AT TIME ZONE 'UTC')::date AS "created_on", 1 AS "delta" FROM new_orders n
      UNION ALL
      SELECT o."owner_id", o."unit_id", coalesce(o."location_id", 0), o."status", (o."created_at" AT TIME ZONE 'UTC')::date, -1 FROM old_orders o
    ) d
    GROUP BY 1, 2, 3, 4, 5 HAVING sum(d."delta") <> 0 ORDER BY 1, 2, 4, 5, 3
    ON CONFLICT ("owner_id", "unit_id", "status", "created_on", "location_key") DO UPDATE SET "order_count" = "work_order_day_counts"."order_count" + excluded."order_count";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "work_orders_day_counts_ins" AFTER INSERT ON "work_orders" REFERENCING NEW TABLE AS new_orders FOR EACH STATEMENT EXECUTE FUNCTION "work_order_day_counts_sync"();
--> statement-breakpoint
CREATE TRIGGER "work_orders_day_counts_upd" AFTER UPDATE ON "work_orders" REFERENCING OLD TABLE AS old_orders NEW TABLE AS new_orders FOR EACH STATEMENT EXECUTE FUNCTION "work_order_day_counts_sync"();
--> statement-breakpoint
CREATE TRIGGER "work_orders_day_counts_del" AFTER DELETE ON "work_orders" REFERENCING OLD TABLE AS old_orders FOR EACH STATEMENT EXECUTE FUNCTION "work_order_day_counts_sync"();
