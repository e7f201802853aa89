CREATE TABLE `highlights` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`chat_id` text NOT NULL,
	`message_id` text NOT NULL,
	`quote` text NOT NULL,
	`prefix` text DEFAULT '' NOT NULL,
	`suffix` text DEFAULT '' NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`chat_id`) REFERENCES `chats`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`message_id`) REFERENCES `messages`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `highlights_user_created` ON `highlights` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `highlights_chat_created` ON `highlights` (`chat_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `highlights_message` ON `highlights` (`message_id`);--> statement-breakpoint
CREATE TABLE `plans` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`chat_id` text,
	`message_id` text,
	`title` text NOT NULL,
	`body` text DEFAULT '' NOT NULL,
	`version` integer DEFAULT 1 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`chat_id`) REFERENCES `chats`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`message_id`) REFERENCES `messages`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `plans_user_updated` ON `plans` (`user_id`,`updated_at`);--> statement-breakpoint
CREATE INDEX `plans_chat` ON `plans` (`chat_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `plans_message_unique` ON `plans` (`message_id`) WHERE "plans"."message_id" is not null;--> statement-breakpoint
CREATE TABLE `shares` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`token_hash` text NOT NULL,
	`kind` text NOT NULL,
	`plan_id` text,
	`chat_id` text,
	`title` text NOT NULL,
	`snapshot` text NOT NULL,
	`show_name` integer DEFAULT false NOT NULL,
	`owner_name` text,
	`include_images` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`plan_id`) REFERENCES `plans`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`chat_id`) REFERENCES `chats`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `shares_token_hash_unique` ON `shares` (`token_hash`);--> statement-breakpoint
CREATE INDEX `shares_user` ON `shares` (`user_id`);--> statement-breakpoint
CREATE INDEX `shares_plan` ON `shares` (`plan_id`);--> statement-breakpoint
CREATE INDEX `shares_chat` ON `shares` (`chat_id`);--> statement-breakpoint
-- Full-text search over plans' title and body (FTS5, external content as in 0003_chat_search.sql).
CREATE VIRTUAL TABLE `plans_fts` USING fts5(`title`, `body`, content='plans', content_rowid='rowid', tokenize='porter unicode61');
--> statement-breakpoint
CREATE TRIGGER `plans_fts_insert` AFTER INSERT ON `plans` BEGIN
  INSERT INTO plans_fts(rowid, title, body) VALUES (new.rowid, new.title, new.body);
END;
--> statement-breakpoint
CREATE TRIGGER `plans_fts_delete` AFTER DELETE ON `plans` BEGIN
  INSERT INTO plans_fts(plans_fts, rowid, title, body) VALUES ('delete', old.rowid, old.title, old.body);
END;
--> statement-breakpoint
CREATE TRIGGER `plans_fts_update` AFTER UPDATE OF `title`, `body` ON `plans` BEGIN
  INSERT INTO plans_fts(plans_fts, rowid, title, body) VALUES ('delete', old.rowid, old.title, old.body);
  INSERT INTO plans_fts(rowid, title, body) VALUES (new.rowid, new.title, new.body);
END;
