CREATE TABLE "verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"real_name" text DEFAULT '' NOT NULL,
	"id_type" text,
	"id_number" text DEFAULT '' NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"credit_code" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"short_name" text DEFAULT '' NOT NULL,
	"id_front_file_id" uuid,
	"id_back_file_id" uuid,
	"licence_file_id" uuid,
	"reject_reason" text DEFAULT '' NOT NULL,
	"reviewer_id" uuid,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "verifications" ADD CONSTRAINT "verifications_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verifications" ADD CONSTRAINT "verifications_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verifications" ADD CONSTRAINT "verifications_id_front_file_id_files_id_fk" FOREIGN KEY ("id_front_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verifications" ADD CONSTRAINT "verifications_id_back_file_id_files_id_fk" FOREIGN KEY ("id_back_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verifications" ADD CONSTRAINT "verifications_licence_file_id_files_id_fk" FOREIGN KEY ("licence_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verifications" ADD CONSTRAINT "verifications_reviewer_id_staff_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "verifications_one_pending_uq" ON "verifications" USING btree ("tenant_id") WHERE "verifications"."state" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "verifications_credit_code_uq" ON "verifications" USING btree ("credit_code") WHERE "verifications"."state" = 'approved' and "verifications"."credit_code" <> '';--> statement-breakpoint
CREATE UNIQUE INDEX "verifications_id_number_uq" ON "verifications" USING btree ("id_type","id_number") WHERE "verifications"."state" = 'approved' and "verifications"."id_number" <> '';--> statement-breakpoint
CREATE INDEX "verifications_queue_idx" ON "verifications" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "verifications_tenant_idx" ON "verifications" USING btree ("tenant_id","created_at");