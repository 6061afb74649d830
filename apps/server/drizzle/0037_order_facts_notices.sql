-- Every change to what the work-order list's branch facts read (the branch's time zone, products,
-- fields, equipment groups and their machines, employees and their licences) sends a notice on the
-- channel `order_facts_changed`; each server process listens and forgets the facts it has cached.
-- Statement-level, so a bulk change sends one notice.
CREATE FUNCTION "order_facts_changed_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('order_facts_changed', TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "units_order_facts_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "units" FOR EACH STATEMENT EXECUTE FUNCTION "order_facts_changed_notify"();
--> statement-breakpoint
CREATE TRIGGER "user_units_order_facts_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_units" FOR EACH STATEMENT EXECUTE FUNCTION "order_facts_changed_notify"();
--> statement-breakpoint
CREATE TRIGGER "products_order_facts_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "order_facts_changed_notify"();
--> statement-breakpoint
CREATE TRIGGER "product_crops_order_facts_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_crops" FOR EACH STATEMENT EXECUTE FUNCTION "order_facts_changed_notify"();
--> statement-breakpoint
CREATE TRIGGER "crops_order_facts_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "crops" FOR EACH STATEMENT EXECUTE FUNCTION "order_facts_changed_notify"();
--> statement-breakpoint
CREATE TRIGGER "blend_components_order_facts_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "blend_components" FOR EACH STATEMENT EXECUTE FUNCTION "order_facts_changed_notify"();
--> statement-breakpoint
CREATE TRIGGER "growers_order_facts_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "growers" FOR EACH STATEMENT EXECUTE FUNCTION "order_facts_changed_notify"();
--> statement-breakpoint
CREATE TRIGGER "farms_order_facts_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "farms" FOR EACH STATEMENT EXECUTE FUNCTION "order_facts_changed_notify"();
--> statement-breakpoint
CREATE TRIGGER "zones_order_facts_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "zones" FOR EACH STATEMENT EXECUTE FUNCTION "order_facts_changed_notify"();
--> statement-breakpoint
CREATE TRIGGER "fields_order_facts_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "fields" FOR EACH STATEMENT EXECUTE FUNCTION "order_facts_changed_notify"();
--> statement-breakpoint
CREATE TRIGGER "equipment_groups_order_facts_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "equipment_groups" FOR EACH STATEMENT EXECUTE FUNCTION "order_facts_changed_notify"();
--> statement-breakpoint
CREATE TRIGGER "equipment_group_machines_order_facts_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "equipment_group_machines" FOR EACH STATEMENT EXECUTE FUNCTION "order_facts_changed_notify"();
--> statement-breakpoint
CREATE TRIGGER "equipment_group_working_periods_order_facts_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "equipment_group_working_periods" FOR EACH STATEMENT EXECUTE FUNCTION "order_facts_changed_notify"();
--> statement-breakpoint
CREATE TRIGGER "equipment_order_facts_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "equipment" FOR EACH STATEMENT EXECUTE FUNCTION "order_facts_changed_notify"();
--> statement-breakpoint
CREATE TRIGGER "equipment_compartments_order_facts_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "equipment_compartments" FOR EACH STATEMENT EXECUTE FUNCTION "order_facts_changed_notify"();
--> statement-breakpoint
CREATE TRIGGER "implements_order_facts_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "implements" FOR EACH STATEMENT EXECUTE FUNCTION "order_facts_changed_notify"();
--> statement-breakpoint
CREATE TRIGGER "implement_compartments_order_facts_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "implement_compartments" FOR EACH STATEMENT EXECUTE FUNCTION "order_facts_changed_notify"();
--> statement-breakpoint
CREATE TRIGGER "employees_order_facts_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "employees" FOR EACH STATEMENT EXECUTE FUNCTION "order_facts_changed_notify"();
--> statement-breakpoint
CREATE TRIGGER "employee_licences_order_facts_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "employee_licences" FOR EACH STATEMENT EXECUTE FUNCTION "order_facts_changed_notify"();
