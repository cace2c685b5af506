ALTER TABLE "clubs" ADD COLUMN "wellness_flag_standard_deviations" double precision DEFAULT 1.5 NOT NULL;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "wellness_flag_baseline_days" integer DEFAULT 28 NOT NULL;--> statement-breakpoint
ALTER TABLE "survey_questions" ADD COLUMN "min_label" text;--> statement-breakpoint
ALTER TABLE "survey_questions" ADD COLUMN "max_label" text;--> statement-breakpoint
ALTER TABLE "survey_questions" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "surveys" ADD COLUMN "archived_at" timestamp with time zone;