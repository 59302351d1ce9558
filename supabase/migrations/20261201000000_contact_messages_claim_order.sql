-- Claim order of the contact outbox (audit 33b #4; docs/contact.md, "Nothing is lost"): fewest
-- attempts first, then the oldest due, then the oldest stored. Before, claims were ordered by
-- next_attempt_at alone, so a message the SMTP server keeps refusing, being the oldest due,
-- always came first in a batch and the messages due with it waited behind it. Same order as the
-- SQLite outbox (src/lib/contact/outbox/sqlite.ts, claimDue).
--
-- `create or replace` keeps the function's owner and grants; they are repeated below anyway so
-- this file is correct on its own.

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
      order by attempts, next_attempt_at, created_at
      limit p_limit
      for update skip locked)
  returning m.*;
$$;

revoke all on function public.claim_contact_messages(timestamptz, timestamptz, integer) from public, anon, authenticated;
grant execute on function public.claim_contact_messages(timestamptz, timestamptz, integer) to service_role;
