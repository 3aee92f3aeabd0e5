CREATE TABLE "bl_documents" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"bl_no" text,
	"issue_type" text,
	"originals" smallint,
	"issued_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bl_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"no" integer NOT NULL,
	"kind" text NOT NULL,
	"issued" boolean DEFAULT false NOT NULL,
	"amendment" text,
	"reject_reason" text,
	"fee" jsonb,
	"document" jsonb NOT NULL,
	"by_kind" text NOT NULL,
	"by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "bl_versions_order_no" UNIQUE("order_id","no")
);
--> statement-breakpoint
ALTER TABLE "bl_documents" ADD CONSTRAINT "bl_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bl_versions" ADD CONSTRAINT "bl_versions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bl_versions_order_idx" ON "bl_versions" USING btree ("order_id");