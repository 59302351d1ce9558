-- Idempotency keys for the outbox (docs/contact.md, "Idempotency"): a request to
-- POST /api/send-email may carry an Idempotency-Key header (the chat's booking requests and the
-- contact form send one per message and keep it across retries). The server stores a message
-- once per key: a retry after a lost answer, a double tap or a replay from an offline queue
-- finds the earlier row (unique violation 23505) instead of storing a second one.
-- Rows from before this migration keep NULL, which the unique index allows any number of times.

alter table public.contact_messages
  add column if not exists idempotency_key text
  check (idempotency_key is null or idempotency_key ~ '^[A-Za-z0-9_-]{8,128}$');

comment on column public.contact_messages.idempotency_key is
  'The Idempotency-Key header of the request that stored the message; unique when present.';

create unique index if not exists contact_messages_idempotency
  on public.contact_messages (idempotency_key);
