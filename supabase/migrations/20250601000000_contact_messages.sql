-- contact_messages: the outbox of the contact form (POST /api/send-email, spec 000 s.7) and of
-- the chat assistant's booking requests (subject "booking"). Every valid message is stored here
-- before anything else; the site's server then e-mails it to the business and marks it sent.
-- A failed delivery stays pending and is retried with backoff (next_attempt_at).
--
-- Privacy: these rows hold visitors' names, e-mail addresses and phone numbers. Row-level
-- security is on and there is no policy, so the anon and authenticated roles (the public key the
-- browser uses for the fleet) can neither read nor write the table; only the service role (the
-- server's SUPABASE_SERVICE_ROLE_KEY, which bypasses RLS) can. Column names and rules match the
-- embedded SQLite outbox (src/lib/contact/outbox/sqlite.ts).

create table if not exists public.contact_messages (
  id              uuid primary key default gen_random_uuid(),
  created_at      timestamptz not null default now(),
  name            text not null check (char_length(name) between 1 and 121),
  email           text not null check (char_length(email) between 3 and 254),
  phone           text not null default '' check (char_length(phone) <= 32),
  message         text not null check (char_length(message) between 1 and 4100),
  vehicle_type    text not null
                  check (vehicle_type in ('car-rental', 'scooter-rental', 'atv-rental', 'booking', 'support', 'other')),
  status          text not null default 'pending' check (status in ('pending', 'sent')),
  attempts        integer not null default 0 check (attempts >= 0),
  last_error      text,
  next_attempt_at timestamptz not null default now(),
  locked_until    timestamptz,
  sent_at         timestamptz,
  mail_message_id text
);

comment on table public.contact_messages is
  'Outbox of contact messages and chat booking requests; read and written only by the server (service role).';
comment on column public.contact_messages.vehicle_type is
  'The subject value, sent as vehicleType by POST /api/send-email (spec 000 s.7).';

create index if not exists contact_messages_due
  on public.contact_messages (next_attempt_at) where status = 'pending';
create index if not exists contact_messages_created
  on public.contact_messages (created_at desc);

alter table public.contact_messages enable row level security;
-- No policies on purpose: nobody but the service role (which bypasses RLS) reads or writes.
revoke all on table public.contact_messages from public, anon, authenticated;
grant select, insert, update, delete on table public.contact_messages to service_role;

-- Takes up to p_limit due pending messages that no other worker holds and holds them until
-- p_locked_until (SKIP LOCKED: two servers never take the same row).
create or replace function public.claim_contact_messages(p_now timestamptz, p_locked_until timestamptz, p_limit integer)
returns setof public.contact_messages
language sql
set search_path = ''
as $$
  update public.contact_messages m
     set locked_until = p_locked_until
   where m.id in (
     select id from public.contact_messages
      where status = 'pending'
        and next_attempt_at <= p_now
        and (locked_until is null or locked_until <= p_now)
      order by next_attempt_at, created_at
      limit p_limit
      for update skip locked)
  returning m.*;
$$;

-- A delivered message: status sent, one more attempt, lease released.
create or replace function public.mark_contact_message_sent(p_id uuid, p_sent_at timestamptz, p_mail_message_id text)
returns void
language sql
set search_path = ''
as $$
  update public.contact_messages
     set status = 'sent', attempts = attempts + 1, sent_at = p_sent_at, mail_message_id = p_mail_message_id,
         last_error = null, locked_until = null
   where id = p_id;
$$;

-- A failed attempt: one more attempt, the error, the next due time, lease released.
create or replace function public.mark_contact_message_failed(p_id uuid, p_error text, p_next_attempt_at timestamptz)
returns void
language sql
set search_path = ''
as $$
  update public.contact_messages
     set attempts = attempts + 1, last_error = left(p_error, 1000), next_attempt_at = p_next_attempt_at, locked_until = null
   where id = p_id and status = 'pending';
$$;

revoke all on function public.claim_contact_messages(timestamptz, timestamptz, integer) from public, anon, authenticated;
revoke all on function public.mark_contact_message_sent(uuid, timestamptz, text) from public, anon, authenticated;
revoke all on function public.mark_contact_message_failed(uuid, text, timestamptz) from public, anon, authenticated;
grant execute on function public.claim_contact_messages(timestamptz, timestamptz, integer) to service_role;
grant execute on function public.mark_contact_message_sent(uuid, timestamptz, text) to service_role;
grant execute on function public.mark_contact_message_failed(uuid, text, timestamptz) to service_role;
