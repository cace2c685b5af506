ALTER TABLE "athlete_metric_sets" ADD COLUMN "heart_rate_zone_percentages" double precision[];--> statement-breakpoint
ALTER TABLE "athlete_metric_sets" ADD COLUMN "trimp" double precision;--> statement-breakpoint
ALTER TABLE "athlete_metric_sets" ADD COLUMN "average_metabolic_power_w_per_kg" double precision;--> statement-breakpoint
ALTER TABLE "athlete_metric_sets" ADD COLUMN "metabolic_energy_kj_per_kg" double precision;--> statement-breakpoint
ALTER TABLE "athlete_metric_sets" ADD COLUMN "high_metabolic_load_distance_m" double precision;--> statement-breakpoint
ALTER TABLE "athlete_metric_sets" ADD COLUMN "player_load" double precision;--> statement-breakpoint
ALTER TABLE "athlete_metric_sets" ADD COLUMN "sampled_heart_rate_bpm_over_time" jsonb;