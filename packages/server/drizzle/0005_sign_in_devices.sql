CREATE TABLE "sign_in_devices" (
	"token_hash" text NOT NULL,
	"identity_id" uuid NOT NULL,
	"last_signed_in_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sign_in_devices_token_hash_identity_id_pk" PRIMARY KEY("token_hash","identity_id")
);
--> statement-breakpoint
ALTER TABLE "sign_in_attempts" ADD COLUMN "device_hash" text;--> statement-breakpoint
ALTER TABLE "sign_in_devices" ADD CONSTRAINT "sign_in_devices_identity_id_identities_id_fk" FOREIGN KEY ("identity_id") REFERENCES "public"."identities"("id") ON DELETE cascade ON UPDATE no action;