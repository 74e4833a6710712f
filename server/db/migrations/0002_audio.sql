CREATE TABLE "resource_audio" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "resource_audio_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"resource_id" integer NOT NULL,
	"kind" text NOT NULL,
	"mime_type" text NOT NULL,
	"file_name" text NOT NULL,
	"bytes" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resource_audio_kind" CHECK ("resource_audio"."kind" in ('upload', 'recording'))
);
--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "speech" jsonb;--> statement-breakpoint
ALTER TABLE "resource_audio" ADD CONSTRAINT "resource_audio_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resource_audio_resource_id_idx" ON "resource_audio" USING btree ("resource_id","id");