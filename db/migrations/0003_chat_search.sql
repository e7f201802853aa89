-- Full-text search over message text (SQLite FTS5, external content: the text lives once, in messages).
-- Replies are indexed when they stop growing, not on every partial save while they stream.
CREATE VIRTUAL TABLE `messages_fts` USING fts5(`text`, content='messages', content_rowid='rowid', tokenize='porter unicode61');
--> statement-breakpoint
CREATE TRIGGER `messages_fts_insert` AFTER INSERT ON `messages` WHEN new.status != 'streaming' BEGIN
  INSERT INTO messages_fts(rowid, text) VALUES (new.rowid, new.text);
END;
--> statement-breakpoint
CREATE TRIGGER `messages_fts_delete` AFTER DELETE ON `messages` WHEN old.status != 'streaming' BEGIN
  INSERT INTO messages_fts(messages_fts, rowid, text) VALUES ('delete', old.rowid, old.text);
END;
--> statement-breakpoint
CREATE TRIGGER `messages_fts_update` AFTER UPDATE OF `text`, `status` ON `messages` BEGIN
  INSERT INTO messages_fts(messages_fts, rowid, text) SELECT 'delete', old.rowid, old.text WHERE old.status != 'streaming';
  INSERT INTO messages_fts(rowid, text) SELECT new.rowid, new.text WHERE new.status != 'streaming';
END;
