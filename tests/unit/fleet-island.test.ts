/**
 * The fleet island's parts without a browser: the URL-bound filter store (presets, history,
 * back button), the 5-minute live cache, and the server render of each list state (list grouped
 * and flat, loading skeletons, 'No vehicles found', the error notice).
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import FleetExplorer from '../../src/islands/FleetExplorer';
import { priceSteps, seatSteps } from '../../src/islands/fleet/FilterPanel';
import { countText, showText } from '../../src/islands/fleet/format';
import {
  cachedLiveFleet,
  isFleetCard,
  LIVE_CACHE_MS,
  liveCacheKey,
  loadLiveFleet,
  readLiveCache,
  type CacheStorage,
} from '../../src/islands/fleet/live';
import { Results } from '../../src/islands/fleet/Results';
import { sortVehicles, toFleetCard, type FleetCard } from '../../src/lib/fleet';
import {
  $fleetQuery,
  bindFleetUrl,
  clearFleetFilters,
  updateFleetQuery,
  type FleetUrlWindow,
} from '../../src/stores/fleet';
import { embeddedFleet } from './fixtures';

const cards: FleetCard[] = sortVehicles(embeddedFleet).map(toFleetCard);
const live = {
  url: 'https://abcd.supabase.co',
  anonKey: 'anon-key-0123456789abcdef',
  agency: 'paros-antiparos',
};

/** A window with a real history stack (push, back). */
function fakeWindow(search = '') {
  const listeners = new Set<() => void>();
  const stack = [search];
  let index = 0;
  const location = { pathname: '/fleet', search, hash: '' };
  const win: FleetUrlWindow & { back(): void; stack: string[] } = {
    location,
    stack,
    history: {
      pushState: (_data: unknown, _unused: string, url?: string | URL | null) => {
        const next = new URL(String(url), 'http://x').search;
        stack.splice(index + 1);
        stack.push(next);
        index = stack.length - 1;
        location.search = next;
      },
    },
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
    back() {
      index = Math.max(0, index - 1);
      location.search = stack[index]!;
      for (const l of listeners) l();
    },
  };
  return win;
}

describe('fleet store bound to the URL', () => {
  let unbind: () => void = () => {};
  afterEach(() => {
    unbind();
    $fleetQuery.set({ sort: 'category' });
  });

  it('query parameters preset the filters without a history entry', () => {
    const win = fakeWindow('?category=suv&type=Car');
    unbind = bindFleetUrl(win);
    expect($fleetQuery.get()).toEqual({ sort: 'category', category: 'suv', type: 'Car' });
    expect(win.stack).toEqual(['?category=suv&type=Car']);
  });

  it('every change pushes the canonical URL; back restores the previous filters', () => {
    const win = fakeWindow('');
    unbind = bindFleetUrl(win);
    updateFleetQuery({ category: 'scooter' });
    updateFleetQuery({ maxPrice: 30 });
    updateFleetQuery({ maxPrice: 30 }); // same list: no new entry
    expect(win.stack).toEqual(['', '?category=scooter', '?category=scooter&maxPrice=30']);
    win.back();
    expect($fleetQuery.get()).toEqual({ sort: 'category', category: 'scooter' });
    win.back();
    expect($fleetQuery.get()).toEqual({ sort: 'category' });
    expect(win.stack).toHaveLength(3);
  });

  it('undefined removes a filter; Clear Filters keeps the sort', () => {
    const win = fakeWindow('?category=atv&transmission=Manual&sort=price-desc');
    unbind = bindFleetUrl(win);
    updateFleetQuery({ transmission: undefined });
    expect(win.location.search).toBe('?category=atv&sort=price-desc');
    clearFleetFilters();
    expect($fleetQuery.get()).toEqual({ sort: 'price-desc' });
    expect(win.location.search).toBe('?sort=price-desc');
  });
});

describe('live refresh cache (5 minutes) and loading', () => {
  const memory = (): CacheStorage & { data: Map<string, string> } => {
    const data = new Map<string, string>();
    return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
  };
  const fresh = cards.slice(0, 2).map((c) => ({ ...c, price_per_day: c.price_per_day + 1 }));

  it('fetches, caches, and reuses the cache for 5 minutes', async () => {
    const storage = memory();
    const fetchCards = vi.fn(async () => fresh);
    let now = 1_000_000;
    const deps = { storage, fetchCards, now: () => now };
    expect(await loadLiveFleet(live, deps)).toEqual({ cards: fresh, cached: false });
    now += LIVE_CACHE_MS - 1;
    expect(await loadLiveFleet(live, deps)).toEqual({ cards: fresh, cached: true });
    expect(cachedLiveFleet(live, storage, now)).toEqual(fresh);
    now += 1;
    expect(cachedLiveFleet(live, storage, now)).toBeNull();
    expect(await loadLiveFleet(live, deps)).toEqual({ cards: fresh, cached: false });
    expect(fetchCards).toHaveBeenCalledTimes(2);
  });

  it('a failure is not cached and propagates the source error', async () => {
    const storage = memory();
    const fetchCards = vi.fn(async () => {
      throw new Error('Failed to fetch cars: relation "public.cars" does not exist');
    });
    await expect(loadLiveFleet(live, { storage, fetchCards })).rejects.toThrow(
      'Failed to fetch cars: relation "public.cars" does not exist',
    );
    expect(storage.data.size).toBe(0);
  });

  it('ignores malformed or foreign cache entries', () => {
    const storage = memory();
    const key = liveCacheKey(live);
    storage.setItem(key, '{not json');
    expect(readLiveCache(storage, key, 0)).toBeNull();
    storage.setItem(key, JSON.stringify({ at: 0, cards: [{ id: 'x' }] }));
    expect(readLiveCache(storage, key, 1)).toBeNull();
    expect(isFleetCard(cards[0])).toBe(true);
    expect(isFleetCard({ ...cards[0], price_per_day: '35' })).toBe(false);
  });
});

describe('list states (server render)', () => {
  const render = (props: Partial<Parameters<typeof Results>[0]>) =>
    renderToStaticMarkup(
      createElement(Results, {
        state: 'list',
        cards,
        sort: 'category',
        pricesPending: false,
        onClear: () => {},
        bookUrl: 'https://booking.example/search?lang=en',
        ...props,
      }),
    );

  it('list, default sort: grouped by category with headings and category text', () => {
    const html = render({});
    expect(html.match(/<article/g)).toHaveLength(cards.length);
    expect(html).toContain('<h2 id="economy-heading"');
    expect(html).toContain('Small, light and easy to park');
    expect(html.indexOf('id="economy"')).toBeLessThan(html.indexOf('id="scooter"'));
  });

  it('list, another sort: one flat list in that order', () => {
    const html = render({ sort: 'price-asc', cards: cards.slice(0, 3) });
    expect(html).not.toContain('economy-heading');
    expect([...html.matchAll(/data-vehicle="([^"]+)"/g)].map((m) => m[1])).toEqual(
      cards.slice(0, 3).map((c) => c.id),
    );
  });

  it('prices pending: price skeletons instead of prices', () => {
    const html = render({ pricesPending: true, cards: cards.slice(0, 2) });
    expect(html.match(/data-price-skeleton/g)).toHaveLength(2);
  });

  it('loading: skeleton cards', () => {
    expect(render({ state: 'loading', cards: [] }).match(/data-skeleton/g)).toHaveLength(6);
  });

  it("empty: 'No vehicles found' with Clear Filters", () => {
    const html = render({ state: 'empty', cards: [] });
    expect(html).toContain('No vehicles found');
    expect(html).toMatch(/<button[^>]*>Clear Filters<\/button>/);
  });

  it('error: the cars table notice with a link to book directly', () => {
    const html = render({ state: 'error', cards: [] });
    expect(html).toContain('The cars database table is missing or not connected');
    expect(html).toMatch(
      /<a href="https:\/\/booking\.example\/search\?lang=en" target="_blank" rel="noopener noreferrer"[^>]*>Book directly/,
    );
  });
});

describe('FleetExplorer (server render = the page without JavaScript)', () => {
  beforeEach(() => $fleetQuery.set({ sort: 'category' }));

  it('renders the whole fleet grouped, the count, the filters and the sort', () => {
    const html = renderToStaticMarkup(
      createElement(FleetExplorer, { vehicles: cards, bookUrl: 'https://b.example/' }),
    );
    expect(html).toContain(`${cards.length} vehicles`);
    expect(html).toMatch(/role="status" aria-live="polite"/);
    expect(html.match(/<article/g)).toHaveLength(cards.length);
    expect(html).toContain('Filter vehicles');
    expect(html).toContain('aria-expanded="false"');
    expect(html).toContain('Sort by');
  });

  it('with no vehicle at all: the error notice', () => {
    const html = renderToStaticMarkup(
      createElement(FleetExplorer, { vehicles: [], bookUrl: 'https://b.example/' }),
    );
    expect(html).toContain('The cars database table is missing or not connected');
  });

  it('with Supabase configured: the same first render (the refresh starts after mounting)', () => {
    const plain = renderToStaticMarkup(
      createElement(FleetExplorer, { vehicles: cards, bookUrl: 'https://b.example/' }),
    );
    const withLive = renderToStaticMarkup(
      createElement(FleetExplorer, { vehicles: cards, bookUrl: 'https://b.example/', live }),
    );
    expect(withLive).toBe(plain);
  });
});

describe('filter options and the count line', () => {
  it('price steps every 10 EUR across the fleet, plus a URL value', () => {
    expect(
      priceSteps([
        { ...cards[0]!, price_per_day: 18 },
        { ...cards[0]!, price_per_day: 52 },
      ]),
    ).toEqual([10, 20, 30, 40, 50, 60]);
    expect(priceSteps([{ ...cards[0]!, price_per_day: 35 }], [33])).toEqual([30, 33, 40]);
  });
  it('seat steps above the smallest', () => {
    expect(seatSteps(cards)).toEqual(
      [...new Set(cards.map((c) => c.seats))].sort((a, b) => a - b).slice(1),
    );
  });
  it('count texts', () => {
    expect(countText(44, 44, false)).toBe('44 vehicles');
    expect(countText(1, 1, false)).toBe('1 vehicle');
    expect(countText(6, 44, true)).toBe('6 of 44 vehicles');
    expect(countText(1, 44, true)).toBe('1 of 44 vehicles');
    expect(countText(0, 44, true)).toBe('0 of 44 vehicles');
  });
  it("the phone panel's button: one vehicle in the singular", () => {
    expect(showText(6)).toBe('Show 6 vehicles');
    expect(showText(1)).toBe('Show 1 vehicle');
  });
});
