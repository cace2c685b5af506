CREATE TYPE "public"."dataset_status" AS ENUM('Generating', 'Completed', 'Failed');--> statement-breakpoint
CREATE TABLE "datasets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"owner_person_id" uuid,
	"title" text NOT NULL,
	"status" "dataset_status" DEFAULT 'Generating' NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"time_zone" text NOT NULL,
	"date_format" text NOT NULL,
	"csv_template_id" text,
	"grid_config" jsonb,
	"columns" jsonb,
	"row_count" integer DEFAULT 0 NOT NULL,
	"generation" integer DEFAULT 1 NOT NULL,
	"generated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flexible_report_charts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"flexible_report_id" uuid NOT NULL,
	"title" text NOT NULL,
	"position" integer NOT NULL,
	"display_data_labels" boolean DEFAULT false NOT NULL,
	"chart_config" jsonb NOT NULL,
	"sort_config" jsonb NOT NULL,
	"filters" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "flexible_reports_club_idx";--> statement-breakpoint
ALTER TABLE "flexible_reports" ADD COLUMN "owner_person_id" uuid;--> statement-breakpoint
-- The reports kept so far were placeholders (a title only, no dataset): they go.
DELETE FROM "flexible_reports";--> statement-breakpoint
ALTER TABLE "flexible_reports" ADD COLUMN "dataset_id" uuid NOT NULL;--> statement-breakpoint
ALTER TABLE "flexible_reports" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "datasets" ADD CONSTRAINT "datasets_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "datasets" ADD CONSTRAINT "datasets_owner_person_id_persons_id_fk" FOREIGN KEY ("owner_person_id") REFERENCES "public"."persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flexible_report_charts" ADD CONSTRAINT "flexible_report_charts_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flexible_report_charts" ADD CONSTRAINT "flexible_report_charts_flexible_report_id_flexible_reports_id_fk" FOREIGN KEY ("flexible_report_id") REFERENCES "public"."flexible_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "datasets_club_idx" ON "datasets" USING btree ("club_id","created_at");--> statement-breakpoint
CREATE INDEX "flexible_report_charts_report_idx" ON "flexible_report_charts" USING btree ("flexible_report_id","position");--> statement-breakpoint
ALTER TABLE "flexible_reports" ADD CONSTRAINT "flexible_reports_owner_person_id_persons_id_fk" FOREIGN KEY ("owner_person_id") REFERENCES "public"."persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flexible_reports" ADD CONSTRAINT "flexible_reports_dataset_id_datasets_id_fk" FOREIGN KEY ("dataset_id") REFERENCES "public"."datasets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flexible_reports_club_idx" ON "flexible_reports" USING btree ("club_id","updated_at");