CREATE INDEX "auth_sessions_expires_idx" ON "auth_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "raw_tracks_status_idx" ON "raw_tracks" USING btree ("status");--> statement-breakpoint
CREATE INDEX "sessions_processing_idx" ON "sessions" USING btree ("club_id") WHERE "sessions"."data_processing";--> statement-breakpoint
CREATE INDEX "imports_unprocessed_idx" ON "imports" USING btree ("created_at") WHERE "imports"."processed_at" is null;--> statement-breakpoint
-- A metric set's series and events go out of the row, into the table's TOAST storage, so that
-- the rows themselves hold only the numbers most readers want (the dataset job, the dashboard,
-- the reports): a season's rows are read from about a quarter of the pages. Rows stored
-- before this narrow as they are next written (re-processing).
ALTER TABLE "athlete_metric_sets" SET (toast_tuple_target = 128);
