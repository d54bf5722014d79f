-- Names are stored without Unicode bidirectional controls (packages/shared rules/display-text.ts): a
-- right-to-left override showed "fattura<RLO>fdp.exe" as "fatturaexe.pdf" in the documents list. New
-- names are cleaned on the way in; this cleans the ones stored before. The class below is the same as
-- BIDI_CONTROLS (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069), in PostgreSQL's regex syntax.
UPDATE user_documents SET filename = regexp_replace(filename, '[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]', '', 'g')
WHERE filename ~ '[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]';
--> statement-breakpoint
UPDATE users SET name = regexp_replace(name, '[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]', '', 'g')
WHERE name ~ '[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]';
--> statement-breakpoint
UPDATE conversations SET title = regexp_replace(title, '[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]', '', 'g')
WHERE title ~ '[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]';
--> statement-breakpoint
UPDATE legal_documents SET title = regexp_replace(title, '[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]', '', 'g')
WHERE title ~ '[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]';
--> statement-breakpoint
UPDATE case_strategies SET case_title = regexp_replace(case_title, '[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]', '', 'g')
WHERE case_title ~ '[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]';
