DROP INDEX "wallet_users_document_key";--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_users_kind_document_key" ON "wallet_users" USING btree ("kind","doc_number");