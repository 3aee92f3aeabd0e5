DROP INDEX "orders_tenant_idx";--> statement-breakpoint
CREATE INDEX "orders_tenant_created_idx" ON "orders" USING btree ("tenant_id","created_at","order_no");--> statement-breakpoint
CREATE INDEX "orders_tenant_account_created_idx" ON "orders" USING btree ("tenant_id","account_id","created_at","order_no");--> statement-breakpoint
CREATE INDEX "orders_tenant_status_created_idx" ON "orders" USING btree ("tenant_id","status","created_at","order_no");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","order_no");--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at","order_no");