CREATE TABLE "inquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"inquiry_no" text NOT NULL,
	"mode" text NOT NULL,
	"status" text NOT NULL,
	"acceptance" text DEFAULT 'pending' NOT NULL,
	"pol" text NOT NULL,
	"pod" text NOT NULL,
	"sailing_date" date,
	"trade_term" text NOT NULL,
	"shipment_term" text NOT NULL,
	"services" jsonb NOT NULL,
	"cargo" jsonb NOT NULL,
	"containers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pickup_city_code" text,
	"remark" text,
	"draft" jsonb NOT NULL,
	"month" text NOT NULL,
	"reject_reason" text,
	"quote" jsonb,
	"quote_valid_to" date,
	"quoted_at" timestamp with time zone,
	"quoted_by" uuid,
	"accepted_at" timestamp with time zone,
	"order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inquiries_inquiry_no_unique" UNIQUE("inquiry_no")
);
--> statement-breakpoint
CREATE TABLE "inquiry_sequences" (
	"day" text PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "service_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "carrier" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "inquiry_id" uuid;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_quoted_by_staff_id_fk" FOREIGN KEY ("quoted_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inquiries_tenant_idx" ON "inquiries" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "inquiries_account_month_idx" ON "inquiries" USING btree ("account_id","month");--> statement-breakpoint
CREATE INDEX "inquiries_status_idx" ON "inquiries" USING btree ("status","created_at");