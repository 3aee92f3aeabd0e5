ALTER TABLE "orders" ADD COLUMN "quote_valid_to" date;--> statement-breakpoint
-- An order quoted before this column kept its validity only in the quote's log line (changes.validTo).
UPDATE "orders" o SET "quote_valid_to" = (
  SELECT (e."changes"->'validTo'->>1)::date FROM "order_events" e
  WHERE e."order_id" = o."id" AND e."action" = 'quote' AND e."changes" ? 'validTo'
  ORDER BY e."at" DESC LIMIT 1
) WHERE o."status" = 'quote_to_confirm';
