CREATE TABLE "resource_image" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "resource_image_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"resource_id" integer NOT NULL,
	"slot" integer NOT NULL,
	"mime_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"byte_length" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resource_image_resource_id_slot_unique" UNIQUE("resource_id","slot"),
	CONSTRAINT "resource_image_slot" CHECK ("resource_image"."slot" >= 0),
	CONSTRAINT "resource_image_mime_type" CHECK ("resource_image"."mime_type" in ('image/png', 'image/jpeg', 'image/gif', 'image/webp'))
);
--> statement-breakpoint
ALTER TABLE "resource_image" ADD CONSTRAINT "resource_image_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;