CREATE TABLE `calendar_feeds` (
	`user_id` text PRIMARY KEY NOT NULL,
	`token_hash` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `calendar_feeds_token_hash_unique` ON `calendar_feeds` (`token_hash`);--> statement-breakpoint
CREATE TABLE `classes` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`name` text NOT NULL,
	`age_group` text,
	`sport` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `classes_user` ON `classes` (`user_id`);--> statement-breakpoint
CREATE TABLE `events` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`plan_id` text,
	`class_id` text,
	`series_id` text,
	`session_index` integer,
	`title` text NOT NULL,
	`start_utc` integer NOT NULL,
	`duration_minutes` integer NOT NULL,
	`time_zone` text NOT NULL,
	`local_start` text NOT NULL,
	`reminder_minutes` integer,
	`reminder_due_at` integer,
	`reminder_sent_for` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`plan_id`) REFERENCES `plans`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`class_id`) REFERENCES `classes`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `events_user_start` ON `events` (`user_id`,`start_utc`);--> statement-breakpoint
CREATE INDEX `events_reminder_due` ON `events` (`reminder_due_at`) WHERE "events"."reminder_due_at" is not null;--> statement-breakpoint
CREATE INDEX `events_series` ON `events` (`series_id`);--> statement-breakpoint
CREATE INDEX `events_plan` ON `events` (`plan_id`);--> statement-breakpoint
CREATE INDEX `events_class` ON `events` (`class_id`);--> statement-breakpoint
CREATE TABLE `mail_outbox` (
	`key` text PRIMARY KEY NOT NULL,
	`status` text NOT NULL,
	`claimed_at` integer NOT NULL,
	`sent_at` integer
);
--> statement-breakpoint
CREATE INDEX `mail_outbox_claimed` ON `mail_outbox` (`claimed_at`);--> statement-breakpoint
ALTER TABLE `dev_mails` ADD `idempotency_key` text;--> statement-breakpoint
CREATE UNIQUE INDEX `dev_mails_idempotency_key` ON `dev_mails` (`idempotency_key`);--> statement-breakpoint
ALTER TABLE `plans` ADD `class_id` text REFERENCES classes(id) ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `time_zone` text;