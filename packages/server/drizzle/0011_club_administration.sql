CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_person_id" uuid,
	"action" text NOT NULL,
	"club_id" uuid,
	"target" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" "membership_role" NOT NULL,
	"athlete_id" uuid,
	"token_hash" text NOT NULL,
	"invited_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "invites_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"person_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "password_resets_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "athletes" ADD COLUMN "preferred_name" text;--> statement-breakpoint
ALTER TABLE "athletes" ADD COLUMN "shirt_number" integer;--> statement-breakpoint
ALTER TABLE "athletes" ADD COLUMN "date_of_birth" date;--> statement-breakpoint
ALTER TABLE "athletes" ADD COLUMN "device_serials" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "athletes" ADD COLUMN "max_heart_rate_bpm" integer;--> statement-breakpoint
ALTER TABLE "athletes" ADD COLUMN "top_speed_reference_kph" double precision;--> statement-breakpoint
ALTER TABLE "athletes" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "default_unit_system" "unit_system" DEFAULT 'metric' NOT NULL;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "segment_titles" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "join_code" text;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "admin" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_person_id_persons_id_fk" FOREIGN KEY ("actor_person_id") REFERENCES "public"."persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_athlete_id_athletes_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."athletes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_invited_by_id_persons_id_fk" FOREIGN KEY ("invited_by_id") REFERENCES "public"."persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "invites_club_idx" ON "invites" USING btree ("club_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "athletes_club_shirt_idx" ON "athletes" USING btree ("club_id","shirt_number") WHERE "athletes"."archived_at" is null and "athletes"."shirt_number" is not null;--> statement-breakpoint
ALTER TABLE "clubs" ADD CONSTRAINT "clubs_join_code_unique" UNIQUE("join_code");--> statement-breakpoint
ALTER TABLE "athletes" ADD CONSTRAINT "athletes_shirt_number" CHECK ("athletes"."shirt_number" between 0 and 999);--> statement-breakpoint
ALTER TABLE "athletes" ADD CONSTRAINT "athletes_max_heart_rate" CHECK ("athletes"."max_heart_rate_bpm" between 100 and 250);--> statement-breakpoint
ALTER TABLE "athletes" ADD CONSTRAINT "athletes_top_speed" CHECK ("athletes"."top_speed_reference_kph" > 0 and "athletes"."top_speed_reference_kph" <= 50);