CREATE TABLE "ops_audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"staff_id" uuid NOT NULL,
	"staff_name" text NOT NULL,
	"action" text NOT NULL,
	"object_type" text NOT NULL,
	"object_id" text NOT NULL,
	"object_label" text DEFAULT '' NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"remark" text
);
--> statement-breakpoint
ALTER TABLE "letters" ADD COLUMN "reject_reason" text;--> statement-breakpoint
ALTER TABLE "letters" ADD COLUMN "processed_by" uuid;--> statement-breakpoint
ALTER TABLE "fcl_rates" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "fcl_rates" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "ops_audit" ADD CONSTRAINT "ops_audit_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ops_audit_at_idx" ON "ops_audit" USING btree ("at");--> statement-breakpoint
CREATE INDEX "ops_audit_object_idx" ON "ops_audit" USING btree ("object_type","object_id");--> statement-breakpoint
CREATE INDEX "ops_audit_staff_idx" ON "ops_audit" USING btree ("staff_id","at");