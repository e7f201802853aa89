CREATE TABLE `reply_ratings` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`message_id` text NOT NULL,
	`version` integer DEFAULT 1 NOT NULL,
	`rating` text NOT NULL,
	`reason` text,
	`question` text NOT NULL,
	`answer` text NOT NULL,
	`provider` text,
	`sources` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`message_id`) REFERENCES `messages`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `reply_ratings_message_version` ON `reply_ratings` (`message_id`,`version`);--> statement-breakpoint
CREATE INDEX `reply_ratings_rating_updated` ON `reply_ratings` (`rating`,`updated_at`);--> statement-breakpoint
CREATE TABLE `reply_versions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`message_id` text NOT NULL,
	`version` integer NOT NULL,
	`question` text NOT NULL,
	`text` text NOT NULL,
	`status` text NOT NULL,
	`provider` text,
	`sources` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`message_id`) REFERENCES `messages`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `reply_versions_message_version` ON `reply_versions` (`message_id`,`version`);--> statement-breakpoint
ALTER TABLE `messages` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `messages` ADD `provider` text;--> statement-breakpoint
ALTER TABLE `messages` ADD `sources` text;--> statement-breakpoint
ALTER TABLE `messages` ADD `file_key` text;--> statement-breakpoint
ALTER TABLE `messages` ADD `file_name` text;