import { describe, expect, it } from 'vitest';
import {
  bookNowUrl,
  buildBusiness,
  business,
  businessFor,
  facts,
  factSourceFor,
  factsFor,
} from '../../src/config';
import { addressLine } from '../../src/config/business';
import { interpolate } from '../../src/config/interpolate';
import { envSchema } from '../../src/config/settings.mjs';

const defaults = Object.fromEntries(
  Object.entries(envSchema).map(([k, f]) => [k, (f as { default?: unknown }).default]),
);

describe('business settings', () => {
  it('builds the business from the sample defaults', () => {
    const b = buildBusiness(defaults);
    expect(b.phone.display).toBe('+30 22840 00000');
    expect(b.phone.href).toBe('tel:+302284000000');
    expect(b.whatsapp).toBe('302284000000');
    expect(b.geo).toEqual({ latitude: 37.0386, longitude: 25.0822 });
    expect(b.address.oneLine).toBe('Antiparos Port, Antiparos 840 07, Greece');
    expect(b.booking.dateOrder).toBe('month-first');
  });

  it('the running config equals the defaults when nothing is set', () => {
    expect(business).toEqual(buildBusiness(defaults));
  });

  it.each([
    ['PUBLIC_PHONE', '22840-abc'],
    ['PUBLIC_EMAIL', 'not-an-email'],
    ['PUBLIC_GEO', 'north'],
    ['PUBLIC_ADDRESS_COUNTRY', 'Greece'],
    ['PUBLIC_BOOKING_SEARCH_URL', 'ftp://booking.example'],
  ])('rejects a bad %s with a message that names the setting', (name, value) => {
    expect(() => buildBusiness({ ...defaults, [name]: value })).toThrow(
      new RegExp(`^Invalid setting ${name}:`),
    );
  });

  it('spells the address line in a language that gives its spelling, part by part', () => {
    const greek = {
      'Antiparos Port': 'Λιμάνι Αντιπάρου',
      Antiparos: 'Αντίπαρος',
      Greece: 'Ελλάδα',
    };
    const parts = { street: 'Antiparos Port', locality: 'Antiparos', postalCode: '840 07' };
    expect(addressLine({ ...parts, country: 'GR' }, greek)).toBe(
      'Λιμάνι Αντιπάρου, Αντίπαρος 840 07, Ελλάδα',
    );
    // A part the language does not spell (an address changed at deploy time) prints as set.
    expect(addressLine({ ...parts, street: 'Agios Georgios', country: 'GR' }, greek)).toBe(
      'Agios Georgios, Αντίπαρος 840 07, Ελλάδα',
    );
    expect(addressLine({ ...parts, country: 'CY' })).toBe('Antiparos Port, Antiparos 840 07, CY');
  });

  it("shows each language's pages the address in its spelling, English the configured one", () => {
    expect(businessFor('el').address.oneLine).toBe('Λιμάνι Αντιπάρου, Αντίπαρος 840 07, Ελλάδα');
    expect(businessFor('fr').address.oneLine).toBe('Port d’Antiparos, Antiparos 840 07, Grèce');
    expect(businessFor('de').address.oneLine).toBe(
      'Hafen Antiparos, Antiparos 840 07, Griechenland',
    );
    expect(businessFor('it').address.oneLine).toBe('Porto di Antiparos, Antiparos 840 07, Grecia');
    expect(businessFor('el').address.street).toBe(business.address.street);
    expect(businessFor('en')).toBe(business);
    expect(interpolate('{{business.address.oneLine}}', factSourceFor('el'))).toBe(
      'Λιμάνι Αντιπάρου, Αντίπαρος 840 07, Ελλάδα',
    );
    // The spelling is not a fact: no placeholder reaches it.
    expect(Object.keys(factsFor('el'))).toEqual(Object.keys(facts));
  });

  it('uses a separate WhatsApp number when one is set', () => {
    expect(
      buildBusiness({ ...defaults, PUBLIC_WHATSAPP_NUMBER: '+30 690 123 4567' }).whatsapp,
    ).toBe('306901234567');
  });

  it('BOOK NOW adds lang=en to the engine search page', () => {
    expect(bookNowUrl('https://engine.example/search')).toBe(
      'https://engine.example/search?lang=en',
    );
    expect(bookNowUrl('https://engine.example/search?agency=7')).toBe(
      'https://engine.example/search?agency=7&lang=en',
    );
  });
});

describe('facts keep both readings where the old site has two', () => {
  it('since, vehicles, hours, cancellation, deposit', () => {
    expect(facts.claims.since).toEqual({ about: 1994, landing: 2010 });
    expect(facts.claims.vehicles).toEqual({ home: '50+', about: '130+' });
    expect(facts.hours.general).toEqual({ opens: '07:00', closes: '23:00' });
    expect(facts.hours.office).toEqual({ opens: '08:00', closes: '21:00' });
    expect(facts.cancellation.airportFreeHours).toBe(24);
    expect(facts.cancellation.chatFreeHours).toBe(48);
    expect([facts.deposit.chatMin, facts.deposit.chatMax]).toEqual([200, 500]);
  });

  it('pickup locations (six, with the engine ids) and age groups (27 = 21-24, 28 = 25-70)', () => {
    expect(facts.pickupLocations.map((l) => l.id)).toEqual([1, 13, 3, 18, 19, 20]);
    expect(facts.pickupLocations.find((l) => l.id === 18)?.name).toBe('Paros Airport (PAS)');
    expect(facts.ageGroups).toEqual([
      { id: 27, label: '21-24' },
      { id: 28, label: '25-70' },
    ]);
  });
});
