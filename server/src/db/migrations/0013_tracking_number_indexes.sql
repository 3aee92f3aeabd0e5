DROP INDEX "orders_bl_no_idx";--> statement-breakpoint
DROP INDEX "orders_booking_no_idx";--> statement-breakpoint
DROP INDEX "orders_contract_no_idx";--> statement-breakpoint
CREATE INDEX "orders_bl_no_upper_idx" ON "orders" USING btree (upper("bl_no"));--> statement-breakpoint
CREATE INDEX "orders_booking_no_upper_idx" ON "orders" USING btree (upper("booking_no"));--> statement-breakpoint
CREATE INDEX "orders_contract_no_upper_idx" ON "orders" USING btree (upper("contract_no"));