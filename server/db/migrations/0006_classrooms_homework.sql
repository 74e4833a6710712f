CREATE TABLE "homework_classrooms" (
	"homework_id" integer NOT NULL,
	"classroom_id" integer NOT NULL,
	CONSTRAINT "homework_classrooms_homework_id_classroom_id_pk" PRIMARY KEY("homework_id","classroom_id")
);
--> statement-breakpoint
CREATE TABLE "homework_tasks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "homework_tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"homework_id" integer NOT NULL,
	"position" integer NOT NULL,
	"task_name" text NOT NULL,
	"identifier" text NOT NULL,
	"skill" text NOT NULL,
	"template" text NOT NULL,
	"pass_mark" integer NOT NULL,
	"data" jsonb NOT NULL,
	CONSTRAINT "homework_tasks_pass_mark" CHECK ("homework_tasks"."pass_mark" between 0 and 100),
	CONSTRAINT "homework_tasks_skill" CHECK ("homework_tasks"."skill" in ('READING', 'LISTENING', 'WRITING', 'VOCAB', 'GAME')),
	CONSTRAINT "homework_tasks_template" CHECK ("homework_tasks"."template" in ('TYPE_THE_ANSWER', 'DRAG_AND_DROP', 'MATCHING', 'MULTIPLE_CHOICE', 'TAP_OR_SELECT'))
);
--> statement-breakpoint
CREATE TABLE "homeworks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "homeworks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"teacher_id" integer NOT NULL,
	"resource_id" integer,
	"name" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "homeworks_due_after_start" CHECK ("homeworks"."due_at" > "homeworks"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "pupil_homeworks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pupil_homeworks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"homework_id" integer NOT NULL,
	"pupil_id" integer NOT NULL,
	"classroom_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pupil_task_attempts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pupil_task_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"pupil_homework_id" integer NOT NULL,
	"task_id" integer NOT NULL,
	"submitted_data" jsonb NOT NULL,
	"marking" jsonb NOT NULL,
	"score_percentage" integer NOT NULL,
	"test_passed" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pupil_task_attempts_score" CHECK ("pupil_task_attempts"."score_percentage" between 0 and 100)
);
--> statement-breakpoint
-- Classrooms made before this migration (demo data only) had no language or level: Spanish A1
-- is what the demo class teaches. New rows must name both.
ALTER TABLE "classrooms" ADD COLUMN "language" text DEFAULT 'es' NOT NULL;--> statement-breakpoint
ALTER TABLE "classrooms" ALTER COLUMN "language" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "classrooms" ADD COLUMN "level_key" text DEFAULT 'A1' NOT NULL;--> statement-breakpoint
ALTER TABLE "classrooms" ALTER COLUMN "level_key" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "classrooms" ADD COLUMN "academic_year" text;--> statement-breakpoint
ALTER TABLE "classrooms" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "classrooms" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "homework_classrooms" ADD CONSTRAINT "homework_classrooms_homework_id_homeworks_id_fk" FOREIGN KEY ("homework_id") REFERENCES "public"."homeworks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_classrooms" ADD CONSTRAINT "homework_classrooms_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_tasks" ADD CONSTRAINT "homework_tasks_homework_id_homeworks_id_fk" FOREIGN KEY ("homework_id") REFERENCES "public"."homeworks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homeworks" ADD CONSTRAINT "homeworks_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homeworks" ADD CONSTRAINT "homeworks_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pupil_homeworks" ADD CONSTRAINT "pupil_homeworks_homework_id_homeworks_id_fk" FOREIGN KEY ("homework_id") REFERENCES "public"."homeworks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pupil_homeworks" ADD CONSTRAINT "pupil_homeworks_pupil_id_users_id_fk" FOREIGN KEY ("pupil_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pupil_homeworks" ADD CONSTRAINT "pupil_homeworks_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pupil_task_attempts" ADD CONSTRAINT "pupil_task_attempts_pupil_homework_id_pupil_homeworks_id_fk" FOREIGN KEY ("pupil_homework_id") REFERENCES "public"."pupil_homeworks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pupil_task_attempts" ADD CONSTRAINT "pupil_task_attempts_task_id_homework_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."homework_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "homework_classrooms_classroom_id_idx" ON "homework_classrooms" USING btree ("classroom_id");--> statement-breakpoint
CREATE UNIQUE INDEX "homework_tasks_identifier_key" ON "homework_tasks" USING btree ("homework_id","identifier");--> statement-breakpoint
CREATE UNIQUE INDEX "homework_tasks_position_key" ON "homework_tasks" USING btree ("homework_id","position");--> statement-breakpoint
CREATE INDEX "homeworks_teacher_id_idx" ON "homeworks" USING btree ("teacher_id","due_at");--> statement-breakpoint
CREATE UNIQUE INDEX "pupil_homeworks_homework_pupil_key" ON "pupil_homeworks" USING btree ("homework_id","pupil_id");--> statement-breakpoint
CREATE INDEX "pupil_homeworks_pupil_id_idx" ON "pupil_homeworks" USING btree ("pupil_id");--> statement-breakpoint
CREATE INDEX "pupil_homeworks_classroom_id_idx" ON "pupil_homeworks" USING btree ("classroom_id","homework_id");--> statement-breakpoint
CREATE INDEX "pupil_task_attempts_pupil_homework_idx" ON "pupil_task_attempts" USING btree ("pupil_homework_id","task_id");--> statement-breakpoint
CREATE INDEX "pupil_task_attempts_task_id_idx" ON "pupil_task_attempts" USING btree ("task_id");