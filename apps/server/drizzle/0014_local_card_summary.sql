-- The built-in payment provider kept full card numbers. Keep only the summary: brand, last four,
-- expiry and the test outcome; a number that is not a test card keeps paying as it did.
UPDATE "local_customers"
SET "card" = ("card" - 'number') || jsonb_build_object(
  'outcome',
  CASE "card"->>'number'
    WHEN '4000000000000002' THEN 'card_declined'
    WHEN '4000000000009995' THEN 'insufficient_funds'
    WHEN '4000000000000069' THEN 'expired_card'
    ELSE 'succeeds'
  END
)
WHERE "card" IS NOT NULL AND jsonb_typeof("card") = 'object' AND "card" ? 'number';
