CREATE TABLE "robot_work_order_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "robot_work_order_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"work_order_id" integer NOT NULL,
	"execution_keys" text[] NOT NULL,
	"employee_id" integer NOT NULL,
	"licence_id" integer NOT NULL,
	"signature" text NOT NULL,
	"linked_by" integer,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"executions_from" timestamp with time zone NOT NULL,
	"executions_to" timestamp with time zone NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "robot_work_order_links" ADD CONSTRAINT "robot_work_order_links_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "robot_work_order_links" ADD CONSTRAINT "robot_work_order_links_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "robot_work_order_links" ADD CONSTRAINT "robot_work_order_links_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "robot_work_order_links" ADD CONSTRAINT "robot_work_order_links_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "robot_work_order_links" ADD CONSTRAINT "robot_work_order_links_licence_id_employee_licences_id_fk" FOREIGN KEY ("licence_id") REFERENCES "public"."employee_licences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "robot_work_order_links" ADD CONSTRAINT "robot_work_order_links_linked_by_users_id_fk" FOREIGN KEY ("linked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "robot_work_order_links_order" ON "robot_work_order_links" USING btree ("work_order_id");--> statement-breakpoint
CREATE INDEX "robot_work_order_links_owner_id_unit_id_index" ON "robot_work_order_links" USING btree ("owner_id","unit_id");