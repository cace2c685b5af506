-- Stored files are gzip already: PostgreSQL's own compression of a large
-- value (TOAST) would try each one in full and keep nothing, so they are
-- stored as they are. Applies to rows written from now on.
ALTER TABLE "uploads" ALTER COLUMN "content_gzip" SET STORAGE EXTERNAL;--> statement-breakpoint
ALTER TABLE "uploads" ALTER COLUMN "epts_metadata_gzip" SET STORAGE EXTERNAL;--> statement-breakpoint
ALTER TABLE "import_files" ALTER COLUMN "content_gzip" SET STORAGE EXTERNAL;
