ALTER TABLE "device_tokens" ALTER COLUMN "voucher_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "device_tokens" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "device_tokens" ADD CONSTRAINT "device_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_tokens" ADD CONSTRAINT "device_tokens_voucher_or_user" CHECK (("device_tokens"."voucher_id" IS NULL) <> ("device_tokens"."user_id" IS NULL));