-- A stored file's gzip in parts of a megabyte (file_parts), so that no statement carries a
-- whole file; the files stored so far are cut into parts here, and 0025 drops their old columns.
CREATE TABLE "file_parts" (
	"club_id" uuid NOT NULL,
	"content_id" uuid NOT NULL,
	"part" integer NOT NULL,
	"gzip" "bytea" NOT NULL,
	"upload_id" uuid,
	"import_file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "file_parts_content_id_part_pk" PRIMARY KEY("content_id","part"),
	CONSTRAINT "file_parts_one_owner" CHECK ("file_parts"."upload_id" is null or "file_parts"."import_file_id" is null)
);
--> statement-breakpoint
-- The parts are gzip already: PostgreSQL's own compression would try each one and keep nothing.
ALTER TABLE "file_parts" ALTER COLUMN "gzip" SET STORAGE EXTERNAL;--> statement-breakpoint
-- Each file stored so far gets its content id: set by an update, which keeps the stored bytes
-- where they are, where a column's default would copy every row of the table.
ALTER TABLE "uploads" ADD COLUMN "content_id" uuid;--> statement-breakpoint
UPDATE "uploads" SET "content_id" = gen_random_uuid();--> statement-breakpoint
ALTER TABLE "uploads" ALTER COLUMN "content_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "epts_metadata_id" uuid;--> statement-breakpoint
ALTER TABLE "import_files" ADD COLUMN "content_id" uuid;--> statement-breakpoint
ALTER TABLE "file_parts" ADD CONSTRAINT "file_parts_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_parts" ADD CONSTRAINT "file_parts_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_parts" ADD CONSTRAINT "file_parts_import_file_id_import_files_id_fk" FOREIGN KEY ("import_file_id") REFERENCES "public"."import_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "file_parts_upload_idx" ON "file_parts" USING btree ("upload_id");--> statement-breakpoint
CREATE INDEX "file_parts_import_file_idx" ON "file_parts" USING btree ("import_file_id");--> statement-breakpoint
CREATE INDEX "file_parts_unowned_idx" ON "file_parts" USING btree ("created_at") WHERE "file_parts"."upload_id" is null and "file_parts"."import_file_id" is null;--> statement-breakpoint
UPDATE "uploads" SET "epts_metadata_id" = gen_random_uuid() WHERE "epts_metadata_gzip" IS NOT NULL;--> statement-breakpoint
UPDATE "import_files" SET "content_id" = gen_random_uuid() WHERE "content_gzip" IS NOT NULL;--> statement-breakpoint
-- Parts of 1 MiB (1048576 bytes), cut from the stored bytes in place; an empty file gets one empty part.
INSERT INTO "file_parts" ("club_id", "content_id", "part", "gzip", "upload_id")
SELECT u."club_id", u."content_id", p.n, substring(u."content_gzip" FROM p.n * 1048576 + 1 FOR 1048576), u."id"
  FROM "uploads" u
  CROSS JOIN LATERAL generate_series(0, greatest(length(u."content_gzip") - 1, 0) / 1048576) AS p(n);--> statement-breakpoint
INSERT INTO "file_parts" ("club_id", "content_id", "part", "gzip", "upload_id")
SELECT u."club_id", u."epts_metadata_id", p.n, substring(u."epts_metadata_gzip" FROM p.n * 1048576 + 1 FOR 1048576), u."id"
  FROM "uploads" u
  CROSS JOIN LATERAL generate_series(0, greatest(length(u."epts_metadata_gzip") - 1, 0) / 1048576) AS p(n)
 WHERE u."epts_metadata_gzip" IS NOT NULL;--> statement-breakpoint
INSERT INTO "file_parts" ("club_id", "content_id", "part", "gzip", "import_file_id")
SELECT f."club_id", f."content_id", p.n, substring(f."content_gzip" FROM p.n * 1048576 + 1 FOR 1048576), f."id"
  FROM "import_files" f
  CROSS JOIN LATERAL generate_series(0, greatest(length(f."content_gzip") - 1, 0) / 1048576) AS p(n)
 WHERE f."content_gzip" IS NOT NULL;
