-- With toast_tuple_target 128 (0019) PostgreSQL also moved a metric set's small values out of
-- its row: the window key and the speed and heart-rate zone percentages (a few dozen bytes
-- each), so every row the dataset job reads cost three more look-ups in the TOAST table, most
-- of a season's read. MAIN keeps them in the row; the series and events still go out of it.
ALTER TABLE "athlete_metric_sets" ALTER COLUMN "window_key" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "athlete_metric_sets" ALTER COLUMN "speedzone_profile_zone" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "athlete_metric_sets" ALTER COLUMN "heart_rate_zone_percentages" SET STORAGE MAIN;--> statement-breakpoint
-- Rows stored before come back into the row by being written again: each value made anew (an
-- unchanged one would keep its place out of the row), the same value.
UPDATE "athlete_metric_sets" SET
  "window_key" = "window_key" || '',
  "speedzone_profile_zone" = "speedzone_profile_zone" || '{}'::double precision[],
  "heart_rate_zone_percentages" = CASE
    WHEN "heart_rate_zone_percentages" IS NULL THEN NULL
    ELSE "heart_rate_zone_percentages" || '{}'::double precision[]
  END;
