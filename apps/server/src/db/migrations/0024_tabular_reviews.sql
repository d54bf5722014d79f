-- placeholder: filled by the change that needs it
SELECT 1;
