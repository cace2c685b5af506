CREATE TYPE "public"."device_kind" AS ENUM('Anchor', 'Edge', 'Gateway', 'Ball');--> statement-breakpoint
CREATE TYPE "public"."device_owner_kind" AS ENUM('Organisation', 'Person');--> statement-breakpoint
CREATE TYPE "public"."taggable_type" AS ENUM('session_participation', 'segment', 'segment_participation_part');--> statement-breakpoint
CREATE TYPE "public"."processing_warning_code" AS ENUM('NO_GPS_DATA', 'PITCH_TOO_LARGE', 'FUTURE_SESSION', 'GATEWAY_NOT_CONNECTED', 'NO_ATHLETES_ASSIGNED', 'EDGE_SYNC_REQUIRED', 'IMPORT_FAILED', 'PROCESSING_FAILED');--> statement-breakpoint
CREATE TYPE "public"."session_kind" AS ENUM('training', 'match');--> statement-breakpoint
CREATE TYPE "public"."metric_scope" AS ENUM('session', 'period', 'segment');--> statement-breakpoint
CREATE TABLE "positions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"name" text NOT NULL,
	"abbreviation" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "athlete_group_members" (
	"club_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"athlete_id" uuid NOT NULL,
	CONSTRAINT "athlete_group_members_group_id_athlete_id_pk" PRIMARY KEY("group_id","athlete_id")
);
--> statement-breakpoint
CREATE TABLE "athlete_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"name" text NOT NULL,
	"colour" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "club_metric_settings" (
	"club_id" uuid PRIMARY KEY NOT NULL,
	"algorithm_version" integer NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "devices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "device_kind" NOT NULL,
	"serial_number" text NOT NULL,
	"board_name" text,
	"owner_kind" "device_owner_kind" NOT NULL,
	"owner_organisation_id" uuid,
	"owner_person_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "devices_serial_number_unique" UNIQUE("serial_number")
);
--> statement-breakpoint
CREATE TABLE "match_definitions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pitches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"name" text NOT NULL,
	"sport" "sport" NOT NULL,
	"centre_lat_deg" double precision NOT NULL,
	"centre_lon_deg" double precision NOT NULL,
	"bearing_deg" double precision NOT NULL,
	"length_m" double precision NOT NULL,
	"width_m" double precision NOT NULL,
	CONSTRAINT "pitches_size" CHECK ("pitches"."length_m" > 0 and "pitches"."width_m" > 0)
);
--> statement-breakpoint
CREATE TABLE "tag_definitions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"label" text NOT NULL,
	"colour" text NOT NULL,
	"valid_taggable_types" "taggable_type"[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clipped_time_periods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"segment_participation_id" uuid NOT NULL,
	"start_offset_ms" bigint NOT NULL,
	"end_offset_ms" bigint NOT NULL,
	"tag_definition_ids" uuid[] DEFAULT '{}' NOT NULL,
	CONSTRAINT "clipped_time_periods_order" CHECK ("clipped_time_periods"."start_offset_ms" >= 0 and "clipped_time_periods"."end_offset_ms" > "clipped_time_periods"."start_offset_ms")
);
--> statement-breakpoint
CREATE TABLE "match_periods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"name" text NOT NULL,
	"ordinal" integer NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	CONSTRAINT "match_periods_time_order" CHECK ("match_periods"."end_time" > "match_periods"."start_time")
);
--> statement-breakpoint
CREATE TABLE "processing_warnings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"session_participation_id" uuid,
	"upload_id" uuid,
	"code" "processing_warning_code" NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "raw_tracks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"session_participation_id" uuid NOT NULL,
	"upload_id" uuid NOT NULL,
	"track_key" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"processed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "raw_tracks_status" CHECK ("raw_tracks"."status" in ('queued', 'processed', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "segment_participations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"segment_id" uuid NOT NULL,
	"session_participation_id" uuid NOT NULL,
	"tag_definition_ids" uuid[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "segments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"title" text NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"tag_definition_ids" uuid[] DEFAULT '{}' NOT NULL,
	CONSTRAINT "segments_time_order" CHECK ("segments"."end_time" > "segments"."start_time")
);
--> statement-breakpoint
CREATE TABLE "session_participations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"athlete_id" uuid NOT NULL,
	"device_id" uuid,
	"tag_definition_ids" uuid[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"kind" "session_kind" NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"description" text,
	"previous_session_id" uuid,
	"data_processing" boolean DEFAULT false NOT NULL,
	"match_definition_id" uuid,
	"opponent" text,
	"score" integer,
	"opponent_score" integer,
	"pitch_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_time_order" CHECK ("sessions"."end_time" > "sessions"."start_time"),
	CONSTRAINT "sessions_match_fields" CHECK ("sessions"."kind" = 'match' or ("sessions"."match_definition_id" is null and "sessions"."score" is null and "sessions"."opponent_score" is null))
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"byte_size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"content_gzip" "bytea" NOT NULL,
	"tag_mapping" jsonb,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "athlete_metric_sets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"scope" "metric_scope" NOT NULL,
	"window_key" text NOT NULL,
	"match_period_id" uuid,
	"segment_id" uuid,
	"algorithm_version" integer NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"session_participation_id" uuid NOT NULL,
	"total_distance_m" double precision NOT NULL,
	"total_high_intensity_distance_m" double precision NOT NULL,
	"total_sprint_distance_m" double precision NOT NULL,
	"high_intensity_events" integer NOT NULL,
	"sprint_events" integer NOT NULL,
	"acceleration_events" integer NOT NULL,
	"deceleration_events" integer NOT NULL,
	"max_speed_kph" double precision NOT NULL,
	"raw_max_speed_kph" double precision NOT NULL,
	"avg_speed_kph" double precision NOT NULL,
	"metres_per_minute" double precision NOT NULL,
	"active_seconds" double precision NOT NULL,
	"workload" double precision,
	"speedzone_profile_zone" double precision[] NOT NULL,
	"time_at_kph" jsonb NOT NULL,
	"avg_speed_kph_over_time" jsonb NOT NULL,
	"distance_m_over_time" jsonb NOT NULL,
	"sampled_speed_kph_over_time" jsonb NOT NULL,
	"events" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "heatmap_grids" (
	"athlete_metric_set_id" uuid PRIMARY KEY NOT NULL,
	"club_id" uuid NOT NULL,
	"width_cells" integer NOT NULL,
	"height_cells" integer NOT NULL,
	"cell_m" double precision NOT NULL,
	"seconds" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_metric_sets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"scope" "metric_scope" NOT NULL,
	"window_key" text NOT NULL,
	"match_period_id" uuid,
	"segment_id" uuid,
	"algorithm_version" integer NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"participants_with_data" integer NOT NULL,
	"participants_without_data" integer NOT NULL,
	"avg_total_distance_m" double precision NOT NULL,
	"avg_total_high_intensity_distance_m" double precision NOT NULL,
	"avg_total_sprint_distance_m" double precision NOT NULL,
	"avg_high_intensity_events" double precision NOT NULL,
	"avg_sprint_events" double precision NOT NULL,
	"avg_max_speed_kph" double precision NOT NULL,
	"avg_avg_speed_kph" double precision NOT NULL,
	"avg_metres_per_minute" double precision NOT NULL,
	"total_distance_m" double precision NOT NULL,
	"total_high_intensity_distance_m" double precision NOT NULL,
	"total_sprint_distance_m" double precision NOT NULL,
	"avg_distance_m_over_time" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "athletes" ADD COLUMN "position_id" uuid;--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "athlete_group_members" ADD CONSTRAINT "athlete_group_members_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "athlete_group_members" ADD CONSTRAINT "athlete_group_members_group_id_athlete_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."athlete_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "athlete_group_members" ADD CONSTRAINT "athlete_group_members_athlete_id_athletes_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."athletes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "athlete_groups" ADD CONSTRAINT "athlete_groups_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_metric_settings" ADD CONSTRAINT "club_metric_settings_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_owner_organisation_id_organisations_id_fk" FOREIGN KEY ("owner_organisation_id") REFERENCES "public"."organisations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_owner_person_id_persons_id_fk" FOREIGN KEY ("owner_person_id") REFERENCES "public"."persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_definitions" ADD CONSTRAINT "match_definitions_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pitches" ADD CONSTRAINT "pitches_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tag_definitions" ADD CONSTRAINT "tag_definitions_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clipped_time_periods" ADD CONSTRAINT "clipped_time_periods_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clipped_time_periods" ADD CONSTRAINT "clipped_time_periods_segment_participation_id_segment_participations_id_fk" FOREIGN KEY ("segment_participation_id") REFERENCES "public"."segment_participations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_periods" ADD CONSTRAINT "match_periods_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_periods" ADD CONSTRAINT "match_periods_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processing_warnings" ADD CONSTRAINT "processing_warnings_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processing_warnings" ADD CONSTRAINT "processing_warnings_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processing_warnings" ADD CONSTRAINT "processing_warnings_session_participation_id_session_participations_id_fk" FOREIGN KEY ("session_participation_id") REFERENCES "public"."session_participations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processing_warnings" ADD CONSTRAINT "processing_warnings_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raw_tracks" ADD CONSTRAINT "raw_tracks_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raw_tracks" ADD CONSTRAINT "raw_tracks_session_participation_id_session_participations_id_fk" FOREIGN KEY ("session_participation_id") REFERENCES "public"."session_participations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raw_tracks" ADD CONSTRAINT "raw_tracks_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segment_participations" ADD CONSTRAINT "segment_participations_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segment_participations" ADD CONSTRAINT "segment_participations_segment_id_segments_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."segments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segment_participations" ADD CONSTRAINT "segment_participations_session_participation_id_session_participations_id_fk" FOREIGN KEY ("session_participation_id") REFERENCES "public"."session_participations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segments" ADD CONSTRAINT "segments_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segments" ADD CONSTRAINT "segments_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_participations" ADD CONSTRAINT "session_participations_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_participations" ADD CONSTRAINT "session_participations_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_participations" ADD CONSTRAINT "session_participations_athlete_id_athletes_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."athletes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_participations" ADD CONSTRAINT "session_participations_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_previous_session_id_sessions_id_fk" FOREIGN KEY ("previous_session_id") REFERENCES "public"."sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_match_definition_id_match_definitions_id_fk" FOREIGN KEY ("match_definition_id") REFERENCES "public"."match_definitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_pitch_id_pitches_id_fk" FOREIGN KEY ("pitch_id") REFERENCES "public"."pitches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_uploaded_by_persons_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "athlete_metric_sets" ADD CONSTRAINT "athlete_metric_sets_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "athlete_metric_sets" ADD CONSTRAINT "athlete_metric_sets_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "athlete_metric_sets" ADD CONSTRAINT "athlete_metric_sets_match_period_id_match_periods_id_fk" FOREIGN KEY ("match_period_id") REFERENCES "public"."match_periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "athlete_metric_sets" ADD CONSTRAINT "athlete_metric_sets_segment_id_segments_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."segments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "athlete_metric_sets" ADD CONSTRAINT "athlete_metric_sets_session_participation_id_session_participations_id_fk" FOREIGN KEY ("session_participation_id") REFERENCES "public"."session_participations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "heatmap_grids" ADD CONSTRAINT "heatmap_grids_athlete_metric_set_id_athlete_metric_sets_id_fk" FOREIGN KEY ("athlete_metric_set_id") REFERENCES "public"."athlete_metric_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "heatmap_grids" ADD CONSTRAINT "heatmap_grids_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_metric_sets" ADD CONSTRAINT "team_metric_sets_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_metric_sets" ADD CONSTRAINT "team_metric_sets_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_metric_sets" ADD CONSTRAINT "team_metric_sets_match_period_id_match_periods_id_fk" FOREIGN KEY ("match_period_id") REFERENCES "public"."match_periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_metric_sets" ADD CONSTRAINT "team_metric_sets_segment_id_segments_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."segments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "positions_club_name_idx" ON "positions" USING btree ("club_id","name");--> statement-breakpoint
CREATE INDEX "athlete_group_members_athlete_idx" ON "athlete_group_members" USING btree ("athlete_id");--> statement-breakpoint
CREATE UNIQUE INDEX "athlete_groups_club_name_idx" ON "athlete_groups" USING btree ("club_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "match_definitions_club_name_idx" ON "match_definitions" USING btree ("club_id","name");--> statement-breakpoint
CREATE INDEX "pitches_club_idx" ON "pitches" USING btree ("club_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tag_definitions_club_label_idx" ON "tag_definitions" USING btree ("club_id","label");--> statement-breakpoint
CREATE INDEX "clipped_time_periods_participation_idx" ON "clipped_time_periods" USING btree ("segment_participation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "match_periods_session_ordinal_idx" ON "match_periods" USING btree ("session_id","ordinal");--> statement-breakpoint
CREATE INDEX "processing_warnings_session_idx" ON "processing_warnings" USING btree ("session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "raw_tracks_participation_idx" ON "raw_tracks" USING btree ("session_participation_id");--> statement-breakpoint
CREATE INDEX "raw_tracks_upload_idx" ON "raw_tracks" USING btree ("upload_id");--> statement-breakpoint
CREATE UNIQUE INDEX "segment_participations_segment_participation_idx" ON "segment_participations" USING btree ("segment_id","session_participation_id");--> statement-breakpoint
CREATE INDEX "segments_session_idx" ON "segments" USING btree ("session_id","start_time");--> statement-breakpoint
CREATE UNIQUE INDEX "session_participations_session_athlete_idx" ON "session_participations" USING btree ("session_id","athlete_id");--> statement-breakpoint
CREATE INDEX "session_participations_athlete_idx" ON "session_participations" USING btree ("athlete_id");--> statement-breakpoint
CREATE INDEX "sessions_club_start_idx" ON "sessions" USING btree ("club_id","start_time");--> statement-breakpoint
CREATE INDEX "uploads_session_idx" ON "uploads" USING btree ("session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "athlete_metric_sets_window_idx" ON "athlete_metric_sets" USING btree ("session_participation_id","window_key");--> statement-breakpoint
CREATE INDEX "athlete_metric_sets_session_idx" ON "athlete_metric_sets" USING btree ("session_id","scope");--> statement-breakpoint
CREATE UNIQUE INDEX "team_metric_sets_window_idx" ON "team_metric_sets" USING btree ("session_id","window_key");--> statement-breakpoint
ALTER TABLE "athletes" ADD CONSTRAINT "athletes_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE set null ON UPDATE no action;