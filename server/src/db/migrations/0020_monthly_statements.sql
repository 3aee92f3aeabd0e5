CREATE TABLE "monthly_contracts" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"statement_day" smallint NOT NULL,
	"credit_limit" bigint DEFAULT 0 NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "statement_bills" (
	"statement_id" uuid NOT NULL,
	"bill_id" uuid NOT NULL,
	CONSTRAINT "statement_bills_statement_id_bill_id_pk" PRIMARY KEY("statement_id","bill_id")
);
--> statement-breakpoint
CREATE TABLE "statement_sequences" (
	"day" text PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "statements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"statement_no" text NOT NULL,
	"period" text NOT NULL,
	"from_day" text NOT NULL,
	"to_day" text NOT NULL,
	"created_by" uuid,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "statements_statement_no_unique" UNIQUE("statement_no")
);
--> statement-breakpoint
ALTER TABLE "monthly_contracts" ADD CONSTRAINT "monthly_contracts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monthly_contracts" ADD CONSTRAINT "monthly_contracts_updated_by_staff_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_bills" ADD CONSTRAINT "statement_bills_statement_id_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."statements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_bills" ADD CONSTRAINT "statement_bills_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statements" ADD CONSTRAINT "statements_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statements" ADD CONSTRAINT "statements_created_by_staff_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "statement_bills_bill_uq" ON "statement_bills" USING btree ("bill_id");--> statement-breakpoint
CREATE UNIQUE INDEX "statements_tenant_period_uq" ON "statements" USING btree ("tenant_id","period");--> statement-breakpoint
CREATE INDEX "statements_tenant_idx" ON "statements" USING btree ("tenant_id","closed_at");