ALTER TABLE "athlete_metric_sets" ADD COLUMN "avg_heart_rate_bpm" double precision;--> statement-breakpoint
ALTER TABLE "athlete_metric_sets" ADD COLUMN "max_heart_rate_bpm" double precision;