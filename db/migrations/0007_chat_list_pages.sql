DROP INDEX `chats_user_updated`;--> statement-breakpoint
CREATE INDEX `chats_user_updated_id` ON `chats` (`user_id`,`updated_at`,`id`);