ALTER TABLE `question_log` ADD `message_id` text;--> statement-breakpoint
CREATE UNIQUE INDEX `question_log_message` ON `question_log` (`message_id`);