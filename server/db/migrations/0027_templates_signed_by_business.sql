-- Every customer message is signed with the business's name (server/domain/notifications/messages.ts,
-- issue 32): the demo e-mail templates' own "The Sway team" sign-off would sign it twice, and as
-- somebody else. Only that exact closing line is removed; a template an admin wrote is otherwise kept.
UPDATE email_templates SET body = regexp_replace(body, '\n+The Sway team\s*$', '') WHERE body ~ '\n+The Sway team\s*$';
