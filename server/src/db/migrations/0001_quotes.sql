CREATE TABLE "carriers" (
	"code" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"short_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"code" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"province" jsonb NOT NULL,
	"province_code" text NOT NULL,
	"pinyin" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "container_types" (
	"code" text PRIMARY KEY NOT NULL,
	"iso" text NOT NULL,
	"name" jsonb NOT NULL,
	"teu_hundredths" integer NOT NULL,
	"reefer" boolean DEFAULT false NOT NULL,
	"capacity_cbm" integer NOT NULL,
	"max_payload_kg" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"code" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ports" (
	"code" text PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"name" jsonb NOT NULL,
	"pinyin" text NOT NULL,
	"main" boolean DEFAULT false NOT NULL,
	"province" text DEFAULT '' NOT NULL,
	"latitude" numeric(9, 5),
	"longitude" numeric(9, 5),
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"account_id" uuid NOT NULL,
	"service_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_account_id_service_id_pk" PRIMARY KEY("account_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "currency_rates" (
	"currency" text PRIMARY KEY NOT NULL,
	"usd_per_unit" text NOT NULL,
	"as_of" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fcl_rates" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"pol" text NOT NULL,
	"pod" text NOT NULL,
	"via" text,
	"carrier" text NOT NULL,
	"container_type" text NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"price" bigint NOT NULL,
	"weekdays" smallint[] NOT NULL,
	"cutoff_days" smallint NOT NULL,
	"transit_days" smallint NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lcl_services" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"pol" text NOT NULL,
	"pod" text NOT NULL,
	"via" text,
	"carrier" text NOT NULL,
	"weekdays" smallint[] NOT NULL,
	"cutoff_days" smallint NOT NULL,
	"cargo_cut_days" smallint NOT NULL,
	"transit_days" smallint NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"ocean_rate" bigint,
	"kg_per_cbm" integer DEFAULT 1000 NOT NULL,
	"step_micro" integer DEFAULT 10000 NOT NULL,
	"rounding" text DEFAULT 'up' NOT NULL,
	"min_micro" integer DEFAULT 1000000 NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pickup_tariffs" (
	"pol" text NOT NULL,
	"zone" smallint NOT NULL,
	"base_price" bigint NOT NULL,
	"per_wm" bigint NOT NULL,
	"min_amount" bigint NOT NULL,
	"lead_days" smallint NOT NULL,
	CONSTRAINT "pickup_tariffs_pol_zone_pk" PRIMARY KEY("pol","zone")
);
--> statement-breakpoint
CREATE TABLE "rate_charges" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"scope" text NOT NULL,
	"service_id" bigint,
	"port" text,
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"stage" text NOT NULL,
	"currency" text NOT NULL,
	"unit_price" bigint NOT NULL,
	"basis" text NOT NULL,
	"min_amount" bigint DEFAULT 0 NOT NULL,
	"remark" jsonb,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rates_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ports" ADD CONSTRAINT "ports_country_countries_code_fk" FOREIGN KEY ("country") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_charges" ADD CONSTRAINT "rate_charges_service_id_lcl_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."lcl_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favourites_account_idx" ON "favourites" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "fcl_rates_lane_idx" ON "fcl_rates" USING btree ("pol","pod","valid_to");--> statement-breakpoint
CREATE INDEX "lcl_services_lane_idx" ON "lcl_services" USING btree ("kind","pol","pod","valid_to");--> statement-breakpoint
CREATE INDEX "lcl_services_valid_idx" ON "lcl_services" USING btree ("valid_to");--> statement-breakpoint
CREATE INDEX "rate_charges_service_idx" ON "rate_charges" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "rate_charges_port_idx" ON "rate_charges" USING btree ("scope","kind","port");