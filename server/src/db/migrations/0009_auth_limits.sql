CREATE TABLE "login_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP TABLE "login_failures" CASCADE;--> statement-breakpoint
ALTER TABLE "sms_codes" ADD COLUMN "sent" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "rates_version" ADD COLUMN "last_change" jsonb;