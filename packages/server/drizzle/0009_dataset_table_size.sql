ALTER TABLE "datasets" ADD COLUMN "column_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "datasets" ADD COLUMN "table_bytes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Tables generated before these columns: their size as stored (jsonb's text, a little larger than the answer's).
UPDATE "datasets" SET "column_count" = jsonb_array_length("columns"), "table_bytes" = octet_length("columns"::text) WHERE "columns" IS NOT NULL;
