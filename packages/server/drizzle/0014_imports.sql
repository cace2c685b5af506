CREATE TABLE "column_mappings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"name" text NOT NULL,
	"mapping" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "import_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"import_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"byte_size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"content_gzip" "bytea",
	"format" text,
	"status" text DEFAULT 'received' NOT NULL,
	"problem" text,
	"csv_preview" jsonb,
	"column_mapping" jsonb,
	"companion_file_id" uuid,
	"upload_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_files_status" CHECK ("import_files"."status" in ('received', 'ready', 'unreadable'))
);
--> statement-breakpoint
CREATE TABLE "import_tracks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"import_file_id" uuid NOT NULL,
	"key" text NOT NULL,
	"athlete_name" text,
	"shirt_number" text,
	"device_serial" text,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"sample_count" integer NOT NULL,
	"has_heart_rate" boolean NOT NULL,
	"athlete_id" uuid,
	"matched_by" text DEFAULT 'none' NOT NULL,
	"raw_track_id" uuid,
	CONSTRAINT "import_tracks_matched_by" CHECK ("import_tracks"."matched_by" in ('deviceSerial', 'name', 'shirtNumber', 'fileName', 'coach', 'none'))
);
--> statement-breakpoint
CREATE TABLE "imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"session_id" uuid,
	"created_by" uuid,
	"processed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "raw_tracks" DROP CONSTRAINT "raw_tracks_status";--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "processing_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "column_mapping" jsonb;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "epts_metadata_gzip" "bytea";--> statement-breakpoint
ALTER TABLE "column_mappings" ADD CONSTRAINT "column_mappings_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_files" ADD CONSTRAINT "import_files_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_files" ADD CONSTRAINT "import_files_import_id_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_files" ADD CONSTRAINT "import_files_companion_file_id_import_files_id_fk" FOREIGN KEY ("companion_file_id") REFERENCES "public"."import_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_files" ADD CONSTRAINT "import_files_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_tracks" ADD CONSTRAINT "import_tracks_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_tracks" ADD CONSTRAINT "import_tracks_import_file_id_import_files_id_fk" FOREIGN KEY ("import_file_id") REFERENCES "public"."import_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_tracks" ADD CONSTRAINT "import_tracks_athlete_id_athletes_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."athletes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_tracks" ADD CONSTRAINT "import_tracks_raw_track_id_raw_tracks_id_fk" FOREIGN KEY ("raw_track_id") REFERENCES "public"."raw_tracks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_created_by_persons_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "column_mappings_club_name_idx" ON "column_mappings" USING btree ("club_id","name");--> statement-breakpoint
CREATE INDEX "import_files_import_idx" ON "import_files" USING btree ("import_id","created_at");--> statement-breakpoint
CREATE INDEX "import_tracks_file_idx" ON "import_tracks" USING btree ("import_file_id");--> statement-breakpoint
CREATE INDEX "import_tracks_raw_track_idx" ON "import_tracks" USING btree ("raw_track_id");--> statement-breakpoint
CREATE INDEX "imports_club_created_idx" ON "imports" USING btree ("club_id","created_at");--> statement-breakpoint
ALTER TABLE "raw_tracks" ADD CONSTRAINT "raw_tracks_status" CHECK ("raw_tracks"."status" in ('queued', 'reading', 'computing', 'processed', 'failed'));