-- The vehicle catalogue (spec 000 section 3 "Vehicle", hosted table `cars`): one row per vehicle,
-- columns named as the website's Vehicle type (snake_case). The public website reads it with the
-- anonymous key (src/lib/fleet/sources/supabase.ts); the CHECK constraints mirror the zod
-- `vehicleSchema` (src/lib/fleet/vehicle.ts), so a row the site would reject cannot be stored.

create table if not exists public.cars (
  -- Used in /fleet/{id}: a URL-safe slug, e.g. 'toyota-aygo'.
  id text primary key check (id ~ '^[a-z0-9][a-z0-9-]*$'),
  name text not null check (char_length(name) between 2 and 80),
  description text not null check (char_length(description) between 20 and 600),
  brand text not null check (char_length(brand) >= 2),
  -- "brand (also called make)": the same value under its other name, for readers that use it.
  make text generated always as (brand) stored,
  model text not null check (char_length(model) >= 1),
  category text not null check (category in ('economy', 'compact', 'family', 'suv', 'jeep', 'scooter', 'atv', 'luxury')),
  type text not null check (type in ('Car', 'Motorbike', 'ATV / QUAD')),
  transmission text not null check (transmission in ('Automatic', 'Manual')),
  fuel_type text not null check (char_length(fuel_type) >= 3),
  seats smallint not null check (seats between 1 and 9),
  -- 0 for two-wheelers and ATVs.
  doors smallint not null default 0 check (doors between 0 and 5),
  -- e.g. '1.0L', '125cc'.
  engine_size text not null check (char_length(engine_size) >= 2),
  -- EUR per day.
  price_per_day numeric(8, 2) not null check (price_per_day > 0 and price_per_day <= 1000),
  -- The business the vehicle belongs to; the website lists the rows of its PUBLIC_FLEET_AGENCY.
  agency text not null check (char_length(agency) >= 1),
  -- Image addresses, main image first; empty = the website derives them from the model.
  images text[] not null default '{}',
  features text[] not null default '{}'
);

comment on table public.cars is 'Rental vehicles shown on the public website (/fleet, /fleet/{id}). Readable by anon; written by the service role / dashboard only.';
comment on column public.cars.price_per_day is 'Daily rate in EUR.';
comment on column public.cars.agency is 'The agency (business) the vehicle belongs to; the website filters on it.';

-- The website's list query: agency = $1 [and category/type/transmission = …]
-- [and price_per_day between …] [and seats >= …] order by category, price_per_day.
-- Equality on agency, then the sort columns in order: an index scan returns rows already sorted.
create index if not exists cars_agency_category_price_idx on public.cars (agency, category, price_per_day);
-- The type filter (Car / Motorbike / ATV / QUAD) of the vehicle-type pages and the chat.
create index if not exists cars_agency_type_price_idx on public.cars (agency, type, price_per_day);
