-- The files are in file_parts now (0024). A dropped column's values stay in the rows until
-- they are written again, so the old bytes are emptied first: otherwise every file stored
-- before would take its space twice.
UPDATE "uploads" SET "content_gzip" = '', "epts_metadata_gzip" = NULL;--> statement-breakpoint
UPDATE "import_files" SET "content_gzip" = NULL WHERE "content_gzip" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" DROP COLUMN "content_gzip";--> statement-breakpoint
ALTER TABLE "uploads" DROP COLUMN "epts_metadata_gzip";--> statement-breakpoint
ALTER TABLE "import_files" DROP COLUMN "content_gzip";