CREATE TABLE "order_counts" (
	"tenant_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"status_tab" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "order_counts_tenant_id_account_id_status_tab_pk" PRIMARY KEY("tenant_id","account_id","status_tab")
);
--> statement-breakpoint
-- Decision 053: what each statement on orders moves between (tenant, account, status tab), added in the
-- same transaction, one sorted upsert per statement (rows in key order: two statements never take the
-- same counters in opposite orders). Keys whose moves cancel out are not touched.
CREATE FUNCTION "order_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "order_counts" AS c ("tenant_id", "account_id", "status_tab", "n")
    SELECT "tenant_id", "account_id", "status_tab", count(*)::int FROM "new_rows"
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT ("tenant_id", "account_id", "status_tab") DO UPDATE SET "n" = c."n" + excluded."n";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "order_counts" AS c ("tenant_id", "account_id", "status_tab", "n")
    SELECT "tenant_id", "account_id", "status_tab", -count(*)::int FROM "old_rows"
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT ("tenant_id", "account_id", "status_tab") DO UPDATE SET "n" = c."n" + excluded."n";
  ELSE
    INSERT INTO "order_counts" AS c ("tenant_id", "account_id", "status_tab", "n")
    SELECT "tenant_id", "account_id", "status_tab", sum("d")::int FROM (
      SELECT "tenant_id", "account_id", "status_tab", 1 AS "d" FROM "new_rows"
      UNION ALL
      SELECT "tenant_id", "account_id", "status_tab", -1 FROM "old_rows"
    ) AS "moved"
    GROUP BY 1, 2, 3 HAVING sum("d") <> 0 ORDER BY 1, 2, 3
    ON CONFLICT ("tenant_id", "account_id", "status_tab") DO UPDATE SET "n" = c."n" + excluded."n";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "orders_counts_insert" AFTER INSERT ON "orders" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "order_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "orders_counts_update" AFTER UPDATE ON "orders" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "order_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "orders_counts_delete" AFTER DELETE ON "orders" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "order_counts_apply"();--> statement-breakpoint
-- The orders there already are (the triggers above count every change from here on, in this transaction).
INSERT INTO "order_counts" ("tenant_id", "account_id", "status_tab", "n")
SELECT "tenant_id", "account_id", "status_tab", count(*)::int FROM "orders" GROUP BY 1, 2, 3;
