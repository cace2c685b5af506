CREATE TYPE "public"."notification_type" AS ENUM('AccountSuspended', 'AccountUnpaid', 'DataReady', 'FirmwareUpdateAvailable', 'GatewayFirmwareUpdateAvailable', 'LegacySurveyDistributed', 'NewPersonalBest', 'SessionBlueprintSessionCreationFailed', 'SessionBlueprintSessionCreationSkippedAthletes', 'SessionBlueprintSessionCreationSkippedGateways', 'SurveyCompleted', 'SurveyReminder');--> statement-breakpoint
CREATE TYPE "public"."survey_metric" AS ENUM('sessionRpe', 'sleepQuality', 'fatigue', 'muscleSoreness', 'stress', 'mood');--> statement-breakpoint
CREATE TYPE "public"."survey_question_kind" AS ENUM('scale', 'number', 'singleChoice', 'multipleChoice', 'text');--> statement-breakpoint
CREATE TYPE "public"."survey_trigger_kind" AS ENUM('afterSession', 'daily');--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"type" "notification_type" NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "survey_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"survey_id" uuid NOT NULL,
	"distribution_id" uuid NOT NULL,
	"athlete_id" uuid NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"values" jsonb NOT NULL,
	"superseded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "survey_distribution_recipients" (
	"distribution_id" uuid NOT NULL,
	"athlete_id" uuid NOT NULL,
	"club_id" uuid NOT NULL,
	"reminded_at" timestamp with time zone,
	CONSTRAINT "survey_distribution_recipients_distribution_id_athlete_id_pk" PRIMARY KEY("distribution_id","athlete_id")
);
--> statement-breakpoint
CREATE TABLE "survey_distributions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"survey_id" uuid NOT NULL,
	"trigger_id" uuid,
	"occurrence" text,
	"session_id" uuid,
	"distributed_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"survey_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" "survey_question_kind" NOT NULL,
	"prompt" text NOT NULL,
	"required" boolean DEFAULT true NOT NULL,
	"min_value" double precision,
	"max_value" double precision,
	"unit" text,
	"choices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"metric" "survey_metric"
);
--> statement-breakpoint
CREATE TABLE "survey_timer_triggers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"survey_id" uuid NOT NULL,
	"kind" "survey_trigger_kind" NOT NULL,
	"offset_minutes" integer,
	"local_time" text,
	"time_zone" text NOT NULL,
	"all_athletes" boolean DEFAULT true NOT NULL,
	"athlete_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"athlete_group_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "surveys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_distribution_id_survey_distributions_id_fk" FOREIGN KEY ("distribution_id") REFERENCES "public"."survey_distributions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_athlete_id_athletes_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."athletes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_distribution_recipients" ADD CONSTRAINT "survey_distribution_recipients_distribution_id_survey_distributions_id_fk" FOREIGN KEY ("distribution_id") REFERENCES "public"."survey_distributions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_distribution_recipients" ADD CONSTRAINT "survey_distribution_recipients_athlete_id_athletes_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."athletes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_distribution_recipients" ADD CONSTRAINT "survey_distribution_recipients_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_distributions" ADD CONSTRAINT "survey_distributions_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_distributions" ADD CONSTRAINT "survey_distributions_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_distributions" ADD CONSTRAINT "survey_distributions_trigger_id_survey_timer_triggers_id_fk" FOREIGN KEY ("trigger_id") REFERENCES "public"."survey_timer_triggers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_distributions" ADD CONSTRAINT "survey_distributions_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_questions" ADD CONSTRAINT "survey_questions_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_questions" ADD CONSTRAINT "survey_questions_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_timer_triggers" ADD CONSTRAINT "survey_timer_triggers_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_timer_triggers" ADD CONSTRAINT "survey_timer_triggers_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_person_idx" ON "notifications" USING btree ("person_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_answers_current_idx" ON "survey_answers" USING btree ("distribution_id","athlete_id") WHERE "survey_answers"."superseded_at" is null;--> statement-breakpoint
CREATE INDEX "survey_answers_athlete_idx" ON "survey_answers" USING btree ("club_id","athlete_id");--> statement-breakpoint
CREATE INDEX "survey_distribution_recipients_athlete_idx" ON "survey_distribution_recipients" USING btree ("athlete_id");--> statement-breakpoint
CREATE INDEX "survey_distributions_club_survey_idx" ON "survey_distributions" USING btree ("club_id","survey_id","distributed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_distributions_occurrence_idx" ON "survey_distributions" USING btree ("trigger_id","occurrence");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_questions_position_idx" ON "survey_questions" USING btree ("survey_id","position");--> statement-breakpoint
CREATE INDEX "survey_timer_triggers_club_idx" ON "survey_timer_triggers" USING btree ("club_id");--> statement-breakpoint
CREATE INDEX "surveys_club_idx" ON "surveys" USING btree ("club_id");