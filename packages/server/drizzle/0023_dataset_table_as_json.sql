-- A dataset's table as json rather than jsonb: nothing looks inside it, and taking a season's
-- table apart into jsonb was most of storing it.
ALTER TABLE "datasets" ALTER COLUMN "columns" SET DATA TYPE json;--> statement-breakpoint
-- lz4 compresses a season's table several times faster than PostgreSQL's own pglz. A server
-- built without lz4 (the embedded database is one) keeps pglz.
DO $$
BEGIN
  ALTER TABLE "datasets" ALTER COLUMN "columns" SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported THEN
  NULL;
END $$;
