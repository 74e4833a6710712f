CREATE TABLE "generation_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" integer NOT NULL,
	"status" text NOT NULL,
	"request" jsonb NOT NULL,
	"resource_id" integer,
	"report" jsonb,
	"error_type" text,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "generation_jobs_status" CHECK ("generation_jobs"."status" in ('queued', 'running', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "resources" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "resources_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"resource_name" text NOT NULL,
	"hashtags" text[] DEFAULT '{}'::text[] NOT NULL,
	"visibility" text DEFAULT 'PRIVATE' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"source" text NOT NULL,
	"resource_type" text NOT NULL,
	"target_language" text NOT NULL,
	"native_language" text NOT NULL,
	"level" jsonb NOT NULL,
	"level_key" text NOT NULL,
	"country" text NOT NULL,
	"word_count" integer NOT NULL,
	"prompt" text DEFAULT '' NOT NULL,
	"tenses" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"details" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"vocabulary" text[] DEFAULT '{}'::text[] NOT NULL,
	"question_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"seed" integer NOT NULL,
	"content" jsonb NOT NULL,
	"questions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"report" jsonb,
	"usage" jsonb DEFAULT '{"paragraph":null,"questions":null}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resources_visibility" CHECK ("resources"."visibility" in ('PUBLIC', 'PRIVATE')),
	CONSTRAINT "resources_status" CHECK ("resources"."status" in ('draft', 'ready')),
	CONSTRAINT "resources_source" CHECK ("resources"."source" in ('generated', 'uploaded'))
);
--> statement-breakpoint
ALTER TABLE "generation_jobs" ADD CONSTRAINT "generation_jobs_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generation_jobs" ADD CONSTRAINT "generation_jobs_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "generation_jobs_owner_id_idx" ON "generation_jobs" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "resources_owner_id_idx" ON "resources" USING btree ("owner_id","updated_at");--> statement-breakpoint
CREATE INDEX "resources_public_idx" ON "resources" USING btree ("updated_at") WHERE "resources"."visibility" = 'PUBLIC' and "resources"."status" = 'ready';--> statement-breakpoint
CREATE INDEX "resources_hashtags_idx" ON "resources" USING gin ("hashtags");