CREATE TABLE "diagnostics_signatures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"person_id" uuid,
	"person_email" text NOT NULL,
	"device_id" uuid,
	"serial_number" text NOT NULL,
	"board_name" text NOT NULL,
	"nonce" text NOT NULL,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "devices" ALTER COLUMN "owner_kind" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "diagnostics_signatures" ADD CONSTRAINT "diagnostics_signatures_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diagnostics_signatures" ADD CONSTRAINT "diagnostics_signatures_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "diagnostics_signatures_person_idx" ON "diagnostics_signatures" USING btree ("person_id","signed_at");--> statement-breakpoint
CREATE INDEX "diagnostics_signatures_device_idx" ON "diagnostics_signatures" USING btree ("device_id","signed_at");