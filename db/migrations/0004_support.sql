CREATE TABLE `policies` (
	`slug` text PRIMARY KEY NOT NULL,
	`content` text NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `problem_reports` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text,
	`email` text NOT NULL,
	`description` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `problem_reports_user_created` ON `problem_reports` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `problem_reports_email_created` ON `problem_reports` (`email`,`created_at`);