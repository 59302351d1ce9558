-- Row-level security of `cars`: the anonymous role (the website's public anon key) may read every
-- row and nothing else; so may a signed-in user (`authenticated`, none exist today, spec 000
-- section 6). Inserts, updates and deletes are left to the service role and the dashboard (which
-- bypass RLS). Two locks, so that one mistake does not open the table:
--   1. privileges: anon/authenticated hold SELECT only (Supabase grants ALL on new tables by default);
--   2. RLS on, with a SELECT policy only: without a policy for a command, it matches no row.

alter table public.cars enable row level security;

revoke all on table public.cars from anon, authenticated;
grant select on table public.cars to anon, authenticated;

drop policy if exists "cars are readable by everyone" on public.cars;
create policy "cars are readable by everyone"
  on public.cars
  for select
  to anon, authenticated
  using (true);
