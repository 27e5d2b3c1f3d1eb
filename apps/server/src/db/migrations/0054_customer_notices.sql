CREATE TABLE "customer_notices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"subject" text NOT NULL,
	"end_to_end_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "customer_notices" ADD CONSTRAINT "customer_notices_customer_id_wallet_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."wallet_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_notices_customer_idx" ON "customer_notices" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "customer_notices_undelivered_idx" ON "customer_notices" USING btree ("id") WHERE delivered_at is null;