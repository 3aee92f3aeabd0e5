CREATE TABLE "idempotency_keys" (
	"tenant_id" uuid NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_tenant_id_key_pk" PRIMARY KEY("tenant_id","key")
);
--> statement-breakpoint
CREATE TABLE "order_fees" (
	"order_id" uuid NOT NULL,
	"seq" smallint NOT NULL,
	"code" text NOT NULL,
	"name" jsonb NOT NULL,
	"stage" text NOT NULL,
	"service" text,
	"basis" text NOT NULL,
	"unit" jsonb NOT NULL,
	"currency" text NOT NULL,
	"unit_price" bigint NOT NULL,
	"quantity" text NOT NULL,
	"amount" bigint NOT NULL,
	"minimum_applied" boolean NOT NULL,
	"remark" jsonb,
	CONSTRAINT "order_fees_order_id_seq_pk" PRIMARY KEY("order_id","seq")
);
--> statement-breakpoint
CREATE TABLE "order_sequences" (
	"day" text PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"order_no" text NOT NULL,
	"mode" text NOT NULL,
	"status" text NOT NULL,
	"line_id" text NOT NULL,
	"service_id" text NOT NULL,
	"sailing_date" date NOT NULL,
	"pol" text NOT NULL,
	"pod" text NOT NULL,
	"carrier" text NOT NULL,
	"trade_term" text NOT NULL,
	"shipment_term" text NOT NULL,
	"cargo" jsonb NOT NULL,
	"parties" jsonb NOT NULL,
	"services" jsonb NOT NULL,
	"draft" jsonb NOT NULL,
	"totals" jsonb NOT NULL,
	"total_usd" jsonb,
	"price_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_order_no_unique" UNIQUE("order_no")
);
--> statement-breakpoint
CREATE TABLE "service_tariffs" (
	"scope" text NOT NULL,
	"port" text NOT NULL,
	"code" text NOT NULL,
	"currency" text NOT NULL,
	"unit_price" bigint DEFAULT 0 NOT NULL,
	"min_amount" bigint DEFAULT 0 NOT NULL,
	"rate_bp" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "service_tariffs_scope_port_code_pk" PRIMARY KEY("scope","port","code")
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_fees" ADD CONSTRAINT "order_fees_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_tenant_idx" ON "orders" USING btree ("tenant_id","created_at");