CREATE TYPE "public"."dataset_template_kind" AS ENUM('sessions', 'segments', 'weeklyLoad');--> statement-breakpoint
CREATE TABLE "dataset_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"kind" "dataset_template_kind" NOT NULL,
	"name" text NOT NULL,
	"date_format" text DEFAULT 'DD/MM/YYYY' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "datasets" ALTER COLUMN "csv_template_id" SET DATA TYPE uuid USING "csv_template_id"::uuid;--> statement-breakpoint
ALTER TABLE "datasets" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "dataset_templates" ADD CONSTRAINT "dataset_templates_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dataset_templates_club_idx" ON "dataset_templates" USING btree ("club_id");--> statement-breakpoint
ALTER TABLE "datasets" ADD CONSTRAINT "datasets_csv_template_id_dataset_templates_id_fk" FOREIGN KEY ("csv_template_id") REFERENCES "public"."dataset_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Every club has the default templates (the domain's DEFAULT_DATASET_TEMPLATES; a test keeps the two equal).
CREATE FUNCTION "create_default_dataset_templates"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "dataset_templates" ("club_id", "kind", "name")
	VALUES (NEW."id", 'sessions', 'Session Data'), (NEW."id", 'segments', 'Segment Data'), (NEW."id", 'weeklyLoad', 'Weekly Load');
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "clubs_default_dataset_templates" AFTER INSERT ON "clubs" FOR EACH ROW EXECUTE FUNCTION "create_default_dataset_templates"();--> statement-breakpoint
INSERT INTO "dataset_templates" ("club_id", "kind", "name")
SELECT "clubs"."id", "defaults"."kind"::"dataset_template_kind", "defaults"."name"
FROM "clubs" CROSS JOIN (VALUES (1, 'sessions', 'Session Data'), (2, 'segments', 'Segment Data'), (3, 'weeklyLoad', 'Weekly Load')) AS "defaults"("position", "kind", "name")
ORDER BY "clubs"."id", "defaults"."position";
