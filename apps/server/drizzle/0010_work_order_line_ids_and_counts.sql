-- Custom SQL migration file, put your code below! ---- The order's product and field ids follow its lines (and existing orders get theirs).
UPDATE "work_orders" wo SET "product_ids" = agg.ids FROM (SELECT "work_order_id", array_agg("product_id" ORDER BY "position") AS ids FROM "work_order_products" GROUP BY "work_order_id") agg WHERE wo."id" = agg."work_order_id";
--> statement-breakpoint
UPDATE "work_orders" wo SET "field_ids" = agg.ids FROM (SELECT "work_order_id", array_agg("field_id" ORDER BY "position") AS ids FROM "work_order_fields" GROUP BY "work_order_id") agg WHERE wo."id" = agg."work_order_id";
--> statement-breakpoint
CREATE FUNCTION "work_order_product_ids_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "work_orders" wo SET "product_ids" = coalesce((SELECT array_agg(p."product_id" ORDER BY p."position") FROM "work_order_products" p WHERE p."work_order_id" = wo."id"), '{}')
    WHERE wo."id" IN (SELECT "work_order_id" FROM old_lines);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    UPDATE "work_orders" wo SET "product_ids" = agg.ids
    FROM (SELECT p."work_order_id", array_agg(p."product_id" ORDER BY p."position") AS ids FROM "work_order_products" p
          WHERE p."work_order_id" IN (SELECT "work_order_id" FROM new_lines) GROUP BY p."work_order_id") agg
    WHERE wo."id" = agg."work_order_id";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "work_order_field_ids_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "work_orders" wo SET "field_ids" = coalesce((SELECT array_agg(f."field_id" ORDER BY f."position") FROM "work_order_fields" f WHERE f."work_order_id" = wo."id"), '{}')
    WHERE wo."id" IN (SELECT "work_order_id" FROM old_lines);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    UPDATE "work_orders" wo SET "field_ids" = agg.ids
    FROM (SELECT f."work_order_id", array_agg(f."field_id" ORDER BY f."position") AS ids FROM "work_order_fields" f
          WHERE f."work_order_id" IN (SELECT "work_order_id" FROM new_lines) GROUP BY f."work_order_id") agg
    WHERE wo."id" = agg."work_order_id";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "work_order_products_ins" AFTER INSERT ON "work_order_products" REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION "work_order_product_ids_sync"();
--> statement-breakpoint
CREATE TRIGGER "work_order_products_upd" AFTER UPDATE ON "work_order_products" REFERENCING OLD TABLE AS old_lines NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION "work_order_product_ids_sync"();
--> statement-breakpoint
CREATE TRIGGER "work_order_products_del" AFTER DELETE ON "work_order_products" REFERENCING OLD TABLE AS old_lines FOR EACH STATEMENT EXECUTE FUNCTION "work_order_product_ids_sync"();
--> statement-breakpoint
CREATE TRIGGER "work_order_fields_ins" AFTER INSERT ON "work_order_fields" REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION "work_order_field_ids_sync"();
--> statement-breakpoint
CREATE TRIGGER "work_order_fields_upd" AFTER UPDATE ON "work_order_fields" REFERENCING OLD TABLE AS old_lines NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION "work_order_field_ids_sync"();
--> statement-breakpoint
CREATE TRIGGER "work_order_fields_del" AFTER DELETE ON "work_order_fields" REFERENCING OLD TABLE AS old_lines FOR EACH STATEMENT EXECUTE FUNCTION "work_order_field_ids_sync"();
--> statement-breakpoint
-- Order counts per branch, office and status follow every change of work_orders.
INSERT INTO "work_order_counts" ("owner_id", "unit_id", "location_key", "status", "order_count")
SELECT "owner_id", "unit_id", coalesce("location_id", 0), "status", count(*)::int FROM "work_orders" GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
CREATE FUNCTION "work_order_counts_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "work_order_counts" ("owner_id", "unit_id", "location_key", "status", "order_count")
    SELECT "owner_id", "unit_id", coalesce("location_id", 0), "status", count(*)::int FROM new_orders GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT ("owner_id", "unit_id", "location_key", "status") DO UPDATE SET "order_count" = "work_order_counts"."order_count" + excluded."order_count";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "work_order_counts" ("owner_id", "unit_id", "location_key", "status", "order_count")
    SELECT "owner_id", "unit_id", coalesce("location_id", 0), "status", -count(*)::int FROM old_orders GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT ("owner_id", "unit_id", "location_key", "status") DO UPDATE SET "order_count" = "work_order_counts"."order_count" + excluded."order_count";
  ELSE
    INSERT INTO "work_order_counts" ("owner_id", "unit_id", "location_key", "status", "order_count")
    SELECT d."owner_id", d."unit_id", d."location_key", d."status", sum(d."delta")::int FROM (
      SELECT n."owner_id", n."unit_id", coalesce(n."location_id", 0) AS "location_key", n."status", 1 AS "delta" FROM new_orders n
      UNION ALL
      SELECT o."owner_id", o."unit_id", coalesce(o."location_id", 0), o."status", -1 FROM old_orders o
    ) d
    GROUP BY 1, 2, 3, 4 HAVING sum(d."delta") <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT ("owner_id", "unit_id", "location_key", "status") DO UPDATE SET "order_count" = "work_order_counts"."order_count" + excluded."order_count";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "work_orders_counts_ins" AFTER INSERT ON "work_orders" REFERENCING NEW TABLE AS new_orders FOR EACH STATEMENT EXECUTE FUNCTION "work_order_counts_sync"();
--> statement-breakpoint
CREATE TRIGGER "work_orders_counts_upd" AFTER UPDATE ON "work_orders" REFERENCING OLD TABLE AS old_orders NEW TABLE AS new_orders FOR EACH STATEMENT EXECUTE FUNCTION "work_order_counts_sync"();
--> statement-breakpoint
CREATE TRIGGER "work_orders_counts_del" AFTER DELETE ON "work_orders" REFERENCING OLD TABLE AS old_orders FOR EACH STATEMENT EXECUTE FUNCTION "work_order_counts_sync"();
