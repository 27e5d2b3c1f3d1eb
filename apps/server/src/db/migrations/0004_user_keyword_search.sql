CREATE INDEX "wallet_users_name_trgm_idx" ON "wallet_users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "wallet_users_email_trgm_idx" ON "wallet_users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "wallet_users_phone_trgm_idx" ON "wallet_users" USING gin ("phone" gin_trgm_ops);