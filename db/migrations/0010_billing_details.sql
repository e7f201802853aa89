ALTER TABLE `billing_customers` ADD `card_brand` text;--> statement-breakpoint
ALTER TABLE `billing_customers` ADD `card_last4` text;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `last_event_created` integer;