-- The search index also holds each message's owner, so a search narrows to one user inside FTS5
-- (an intersection of posting lists) instead of joining every match to find out whose it is.
DROP TRIGGER `messages_fts_insert`;
--> statement-breakpoint
DROP TRIGGER `messages_fts_delete`;
--> statement-breakpoint
DROP TRIGGER `messages_fts_update`;
--> statement-breakpoint
DROP TABLE `messages_fts`;
--> statement-breakpoint
CREATE VIRTUAL TABLE `messages_fts` USING fts5(`text`, `user_id`, content='messages', content_rowid='rowid', tokenize='porter unicode61');
--> statement-breakpoint
INSERT INTO messages_fts(messages_fts) VALUES ('rebuild');
--> statement-breakpoint
DELETE FROM messages_fts WHERE rowid IN (SELECT rowid FROM messages WHERE status = 'streaming');
--> statement-breakpoint
CREATE TRIGGER `messages_fts_insert` AFTER INSERT ON `messages` WHEN new.status != 'streaming' BEGIN
  INSERT INTO messages_fts(rowid, text, user_id) VALUES (new.rowid, new.text, new.user_id);
END;
--> statement-breakpoint
CREATE TRIGGER `messages_fts_delete` AFTER DELETE ON `messages` WHEN old.status != 'streaming' BEGIN
  INSERT INTO messages_fts(messages_fts, rowid, text, user_id) VALUES ('delete', old.rowid, old.text, old.user_id);
END;
--> statement-breakpoint
CREATE TRIGGER `messages_fts_update` AFTER UPDATE OF `text`, `status` ON `messages` BEGIN
  INSERT INTO messages_fts(messages_fts, rowid, text, user_id) SELECT 'delete', old.rowid, old.text, old.user_id WHERE old.status != 'streaming';
  INSERT INTO messages_fts(rowid, text, user_id) SELECT new.rowid, new.text, new.user_id WHERE new.status != 'streaming';
END;
