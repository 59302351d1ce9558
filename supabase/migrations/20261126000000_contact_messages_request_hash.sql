-- Idempotency by the whole request, and keys that expire (docs/contact.md, "Idempotency"; the
-- IETF Idempotency-Key draft): next to its idempotency key a message keeps request_hash, the
-- SHA-256 (hex) of its normalised fields (src/lib/contact/idempotency.ts). The same key replays
-- only with the same fingerprint; any other body is answered 422.
--
-- A key lives 24 hours. The server then clears it (idempotency_key and request_hash set to NULL
-- on old rows: the message itself is never deleted), at most once a minute when it stores a
-- message. The unique index becomes partial, so it holds only the rows that still have a key and
-- stays bounded however many messages the outbox keeps.
-- Keyed rows from before this migration keep request_hash NULL; the server computes their
-- fingerprint from their fields when it reads them.

alter table public.contact_messages
  add column if not exists request_hash text
  check (request_hash is null or request_hash ~ '^[0-9a-f]{64}$');

comment on column public.contact_messages.request_hash is
  'SHA-256 (hex) of the normalised message fields, kept with idempotency_key; NULL once the key has expired (24 h).';

drop index if exists public.contact_messages_idempotency;
create unique index if not exists contact_messages_idempotency
  on public.contact_messages (idempotency_key) where idempotency_key is not null;

-- Pruning reads only the keyed rows, oldest first.
create index if not exists contact_messages_idempotency_created
  on public.contact_messages (created_at) where idempotency_key is not null;
