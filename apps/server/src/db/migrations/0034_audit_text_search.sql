CREATE INDEX "audit_logs_actor_trgm_idx" ON "audit_logs" USING gin ("actor_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "audit_logs_action_trgm_idx" ON "audit_logs" USING gin ("action" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "audit_logs_target_trgm_idx" ON "audit_logs" USING gin ("target" gin_trgm_ops);