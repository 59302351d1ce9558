/**
 * Marcia answers how tourists really ask: the topic first, then what is asked about it (a cost
 * word belongs to the topic it is about), several questions in one message, 'do you have X or
 * Y', and the booking details given the way people say them (docs/assistant.md).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { facts } from '../../src/config/facts';
import { business } from '../../src/config';
import { assistantLanguage, initialContext, respond } from '../../src/lib/assistant';
import { monthPartIn, relativeReturnDate, toIsoDate } from '../../src/lib/assistant/dates';
import { normaliseText } from '../../src/lib/assistant/keywords';
import { renderWith } from '../../src/lib/assistant/messages';
import { noteMessages } from '../../src/lib/assistant/topics';
import { extractPassengers } from '../../src/lib/assistant/extract';
import { embeddedFleet } from './fixtures';
import { ask, loadLanguages, now, talk } from './marcia';

beforeAll(loadLanguages);

describe('a cost word attaches to the topic it is about', () => {
  it.each([
    ['Do you have to pay for parking in Parikia town?', 'en'],
    ['Muss man in Naoussa fürs Parken bezahlen?', 'de'],
    ['Faut-il payer le parking à Naoussa ?', 'fr'],
    ['Si paga il parcheggio a Parikia?', 'it'],
  ] as const)('%s → the parking fee', (text, lang) => {
    const r = ask(text, lang);
    expect(r.intent).toBe('parking');
    expect(r.reply.content).toMatch(new RegExp(`${facts.parking.paidPerHour}\\b`));
  });

  it('a charge for bringing the car to the airport → delivery is free', () => {
    const r = ask(
      'Could you bring the car to the airport when we land, and is there a charge for that?',
    );
    expect(r.intent).toBe('locations');
    expect(r.reply.content).toMatch(/free of charge/);
  });

  it('the cost of a moped for a day → the scooter price', () => {
    const r = ask('How much does it cost to hire a moped for a day?');
    expect(r.intent).toBe('scooters');
    expect(r.reply.content).toContain(`${facts.prices.chat.scooter}/day`);
  });

  it('a day on its own is still the rental length question', () => {
    expect(ask('can I rent for just one day?').intent).toBe('duration');
  });
});

describe('several questions in one message', () => {
  it('the deposit and the fuel: both answered, in the priority order, one reply', () => {
    const r = ask(
      'hi! 2 quick questions - how much is the deposit, and do i have to bring the car back with a full tank?',
    );
    expect(r.intent).toBe('insurance');
    expect(r.reply.content).toContain(`${facts.deposit.chatMin}-${facts.deposit.chatMax}`);
    expect(r.reply.content).toMatch(/full-to-full/);
    expect(r.reply.content.split('\n\n')).toHaveLength(2);
  });

  it('one topic is answered exactly as before', () => {
    const one = ask('how much is the deposit?');
    expect(one.reply.content).not.toContain('\n\n');
  });
});

describe("'do you have X or Y' asks for both kinds; 'which is better' still compares", () => {
  it('Do you have a jeep or an SUV? → the SUVs and jeeps', () => {
    const r = ask('Do you have a jeep or an SUV?');
    expect(r.intent).toBe('suvs');
    expect(r.reply.content).toMatch(/SUVs and jeeps/);
  });
  it('jeep or SUV, which is better? → the comparison', () => {
    expect(ask('jeep or suv, which is better?').intent).toBe('compare');
    expect(ask('what is the difference between a scooter and an atv').intent).toBe('compare');
  });
});

describe('second driver and the informal German phone question', () => {
  it('Can two of us drive the same car? → the second-driver rule first', () => {
    const r = ask('Can two of us drive the same car?');
    expect(r.intent).toBe('extras');
    expect(r.reply.content.split('\n')[0]).toContain(
      `${facts.terms.extras.additionalDriver.perDay}`,
    );
  });
  it('Wie kann ich euch telefonisch erreichen? → the phone number', () => {
    const r = ask('Wie kann ich euch telefonisch erreichen?', 'de');
    expect(r.intent).toBe('contact');
    expect(r.reply.content).toContain('+30 22840 00000');
  });
});

describe('booking details as people say them', () => {
  it('a return day relative to the pickup completes the return date', () => {
    expect(relativeReturnDate('we arrive 12 july and leave on the 19th', '12 July', now)).toBe(
      '19/07/2026',
    );
    expect(relativeReturnDate('for a week', '12 July', now)).toBe('19/07/2026');
    expect(relativeReturnDate('for 2 weeks', '25/07/2026', now)).toBe('08/08/2026');
    expect(relativeReturnDate('for 5 nights', '30/07/2026', now)).toBe('04/08/2026');
    expect(relativeReturnDate('until the 3rd', '28 July', now)).toBe('03/08/2026'); // the next month
    expect(relativeReturnDate('pour une semaine', '12 juillet', now)).toBe('19/07/2026');
    expect(relativeReturnDate('hello', '12 July', now)).toBeNull();
  });

  it("in the dialogue: 'we arrive 12 July and leave on the 19th' keeps both dates", () => {
    let context = initialContext();
    for (const text of ['book now', "I'm Anna", 'anna@example.com', '6941234567'])
      context = ask(text, 'en', context).context;
    const r = ask('we arrive 12 July and leave on the 19th', 'en', context);
    expect(r.context).toMatchObject({
      pickupDate: '12 July',
      returnDate: '19/07/2026',
      conversationStage: 'booking_confirm',
    });
  });

  it('adults and children add up', () => {
    expect(extractPassengers('two adults and two kids')).toBe(4);
    expect(extractPassengers('2 adults + 3 children')).toBe(5);
    expect(extractPassengers('deux adultes et deux enfants', [assistantLanguage('fr').words])).toBe(
      4,
    );
    expect(
      extractPassengers('zwei Erwachsene und zwei Kinder', [assistantLanguage('de').words]),
    ).toBe(4);
    expect(extractPassengers('4 people')).toBe(4);
  });
});

describe('the price of a car beside another question (twenty-seventh session audit)', () => {
  const economy = `${facts.prices.chat.economy}`;
  it.each([
    ['how much is a car and do i need an international licence', 'en', 'licence'],
    ['how much is a car per day and is insurance included', 'en', 'insurance'],
    ['do you deliver to the hotel and how much is a car', 'en', 'locations'],
    ['combien coute une voiture et faut il un permis international', 'fr', 'licence'],
    ["vous livrez a l'hotel et c'est combien une voiture", 'fr', 'locations'],
    ['was kostet ein auto und brauche ich einen internationalen führerschein', 'de', 'licence'],
    ['quanto costa una macchina e serve la patente internazionale', 'it', 'licence'],
    ['πόσο κοστίζει ένα αυτοκίνητο και χρειάζομαι διεθνές δίπλωμα', 'el', 'licence'],
    ['ποσο κανει ενα αυτοκινητο την ημερα και περιλαμβανεται ασφαλεια', 'el', 'insurance'],
  ] as const)('%s (%s): the %s answer and the daily prices', (text, lang, intent) => {
    const r = ask(text, lang);
    expect(r.intent).toBe(intent);
    const [first, ...more] = r.reply.content.split('\n\n');
    expect(first).not.toContain(economy);
    expect(more.join('\n')).toContain(economy);
  });

  it('the deposit for a car is no price question', () => {
    expect(ask('how much is the deposit for a car?').reply.content).not.toContain(economy);
  });
});

describe('helmets (twenty-seventh session audit)', () => {
  it.each([
    ['are helmets included with scooters', 'en', 'Helmets are included with our scooters'],
    [
      'les casques sont fournis pour le scooter ?',
      'fr',
      'Les casques sont fournis avec nos scooters',
    ],
    ['sind helme beim roller dabei', 'de', 'Helme sind bei unseren Rollern inklusive'],
    ['i caschi sono inclusi con lo scooter?', 'it', 'I caschi sono inclusi con i nostri scooter'],
    ['δινετε κρανος με το σκουτερ?', 'el', 'Τα κράνη περιλαμβάνονται με τα σκούτερ μας'],
  ] as const)('%s (%s): the helmet answer first', (text, lang, start) => {
    const r = ask(text, lang);
    expect(r.reply.content.startsWith(start)).toBe(true);
  });
});

describe('the cost asked after a free extra (twenty-seventh session audit)', () => {
  it.each([
    ['en', ['do you have child seats', 'and how much'], 'extras'],
    ['en', ['do you have child seats', 'how much are they'], 'extras'],
    ['en', ['do you deliver to antiparos', 'and how much'], 'locations'],
    ['fr', ['vous avez des sieges enfant ?', 'ils coutent combien ?'], 'extras'],
    ['de', ['habt ihr kindersitze', 'was kosten die'], 'extras'],
    ['it', ['avete seggiolini per bambini', 'quanto costano'], 'extras'],
    ['el', ['εχετε παιδικα καθισματα', 'ποσο κοστιζουν'], 'extras'],
  ] as const)('%s %j: free, not the price list', (lang, [first, second], intent) => {
    const r = ask(second, lang, ask(first, lang).context);
    expect(r.intent).toBe(intent);
  });

  it("'and how much' after a price is still the price", () => {
    expect(ask('and how much', 'en', ask('how much is a car').context).intent).toBe('price');
  });
});

describe('another kind asked in the thread of a price keeps the length (twenty-seventh session audit)', () => {
  it.each([
    ['en', 'how much is a car for 5 days', 'and a scooter?', `€${5 * facts.prices.chat.scooter}`],
    ['en', 'price for a scooter for 3 days', 'and for a quad?', `€${3 * facts.prices.chat.atv}`],
    ['de', 'auto 5 tage preis', 'und ein roller?', `${5 * facts.prices.chat.scooter} €`],
    ['el', 'αυτοκινητο 5 μερες ποσο', 'και σκουτερ?', `${5 * facts.prices.chat.scooter} €`],
  ] as const)('%s %s → %s: the total for that length', (lang, first, second, total) => {
    const r = ask(second, lang, ask(first, lang).context);
    // The languages write a no-break space before the euro sign.
    expect(r.reply.content.replace(/\u00a0/g, ' ')).toContain(total);
  });

  it("'do you have scooters' → 'and cars?' gives no estimate", () => {
    const r = ask('and cars?', 'en', ask('do you have scooters').context);
    expect(r.reply.content).not.toContain('Our booking engine gives the final price');
  });
});

describe('what the facts do not say is handed to the team (twenty-seventh session audit)', () => {
  it.each([
    ['does the insurance cover tyres and glass', 'en'],
    ['l assurance couvre les pneus et le pare brise ?', 'fr'],
    ['deckt die versicherung kratzer ab', 'de'],
    ["l'assicurazione copre i graffi?", 'it'],
    ['η ασφαλεια καλυπτει γρατζουνιες?', 'el'],
  ] as const)("%s (%s): the cover in detail is the team's to say", (text, lang) => {
    const r = ask(text, lang);
    // The team's phone comes with "I don't know that" (note.unknown), before the insurance answer.
    expect(r.reply.content).toContain('+30 22840 00000');
    expect(r.intent).toBe('insurance');
  });

  it('a flat tyre is still the breakdown answer, without "I don\'t know"', () => {
    const r = ask('i have a flat tyre what do i do');
    expect(r.intent).toBe('breakdown');
    expect(r.reply.content).not.toMatch(/don't know/);
  });

  it.each([
    ['what if i bring the car back late', 'en'],
    ['si je rends la voiture en retard ?', 'fr'],
    ['was passiert wenn ich das auto zu spät zurückbringe', 'de'],
    ['cosa succede se riporto la macchina in ritardo', 'it'],
    ['τι γινεται αν το επιστρεψω αργα', 'el'],
  ] as const)(
    "%s (%s): a late return is the team's (contact), never a sales answer",
    (text, lang) => {
      expect(ask(text, lang).intent).toBe('contact');
    },
  );
});

describe('the refuelling fee of the terms (twenty-seventh session audit)', () => {
  it.each([
    ['what if i return it with less fuel', 'en', '€14.88'],
    ['was wenn ich nicht vollgetankt zurückgebe', 'de', '14,88 €'],
    ['κι αν το φερω χωρις γεματο ρεζερβουαρ?', 'el', '14,88 €'],
  ] as const)('%s (%s): the fee is said', (text, lang, fee) => {
    expect(facts.terms.refuellingFee).toBe(14.88);
    const r = ask(text, lang);
    expect(r.intent).toBe('fuel');
    expect(r.reply.content.replace(/\u00a0/g, ' ')).toContain(fee);
  });
});

describe("'are you a bot?' and German misreadings (twenty-seventh session audit)", () => {
  it.each([
    ['are you a bot?', 'en'],
    ["t'es un robot ?", 'fr'],
    ['bist du ein bot?', 'de'],
    ['sei un bot?', 'it'],
    ['εισαι ρομποτ?', 'el'],
  ] as const)('%s (%s): Marcia says who she is', (text, lang) => {
    const r = ask(text, lang);
    expect(r.reply.content).toContain('Marcia');
    expect(r.intent).toBe('fallback');
  });

  it.each([
    ['ich hatte einen unfall', 'breakdown'],
    ['wie ist eure email', 'contact'],
    ['vermietet ihr boote', 'compare'],
  ] as const)('de %s → %s', (text, intent) => {
    expect(ask(text, 'de').intent).toBe(intent);
  });
});

describe("a short 'and …' with a number or a month keeps the topic (twenty-seventh session audit)", () => {
  it.each([
    ['en', 'what licence do i need for 125cc', 'and for 50?', 'licence'],
    ['de', 'braucht man für 125er roller einen motorradführerschein?', 'und für 50er?', 'licence'],
    ['el', 'χρειαζομαι διπλωμα μηχανης για 125?', 'και για 50?', 'licence'],
    ['en', 'how much is an economy car', 'and in july?', 'price'],
  ] as const)('%s %s → %s: the %s answer again', (lang, first, second, intent) => {
    expect(ask(second, lang, ask(first, lang).context).intent).toBe(intent);
  });

  it("el: 'για 3 άτομα' is no greeting ('για' is 'γεια' once folded)", () => {
    expect(ask('για 3 άτομα', 'el').reply.content).not.toMatch(/^Γεια σας!/);
  });

  it("en: 'and you?' is still not understood", () => {
    expect(ask('and you?', 'en', ask('how much is a car').context).intent).toBe('fallback');
  });
});

describe('an engine size named is priced from the fleet (twenty-eighth session)', () => {
  /** The cheapest daily price of the fleet's vehicles of a type with an engine of `cc`. */
  const from = (type: string, cc: number) =>
    Math.min(
      ...embeddedFleet
        .filter((v) => v.type === type && v.engine_size === `${cc}cc`)
        .map((v) => v.price_per_day),
    );
  const scooter125 = from('Motorbike', 125);

  it.each([
    ['en', 'price for 125cc scooter', `Our 125cc scooters start at €${scooter125} a day.`],
    ['fr', "prix d'un scooter 125", `Nos scooters de 125 cm³ sont à partir de ${scooter125} €`],
    ['it', 'quanto costa uno scooter 125', `I nostri scooter da 125 cc partono da ${scooter125} €`],
    ['el', 'ποσο κανει σκουτερ 125', `Τα σκούτερ 125cc ξεκινούν από ${scooter125} €`],
    ['de', 'was kostet ein 125er', `Unsere Roller mit 125 ccm gibt es ab ${scooter125} €`],
  ] as const)('%s %s → the 125cc price first', (lang, text, line) => {
    // Amounts are written with the language's no-break space ('30 €').
    const content = ask(text, lang).reply.content.replace(/[\u00a0\u202f]/g, ' ');
    expect(content.startsWith(line)).toBe(true);
    // The chat's scooter figure (every scooter's from-price) still follows.
    expect(content).toContain(String(facts.prices.chat.scooter));
  });

  it('the cards lead with that size', () => {
    const cards = ask('price for 125cc scooter').reply.vehicles ?? [];
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.every((v) => v.engine_size === '125cc')).toBe(true);
  });

  it("an ATV size beside its word: 'quad 300 price'", () => {
    expect(ask('quad 300 price').reply.content).toMatch(
      new RegExp(`^Our 300cc ATVs start at €${from('ATV / QUAD', 300)} a day\\.`),
    );
  });

  it('a size the fleet does not have: none, and the sizes it has', () => {
    expect(ask('do you have 200cc scooters').reply.content).toMatch(
      /^We have no 200cc scooters: ours are 50cc, 125cc and 150cc\./,
    );
  });

  it.each([
    ['fr', "prix d'un 125 ?", `Nos scooters de 125 cm³ sont à partir de ${scooter125} €`],
    ['it', 'quanto costa un 125?', `I nostri scooter da 125 cc partono da ${scooter125} €`],
    ['el', 'πόσο κάνει ένα 125άρι;', `Τα σκούτερ 125cc ξεκινούν από ${scooter125} €`],
    ['el', 'πόσο κάνει ένα 50άρι;', `Τα σκούτερ 50cc ξεκινούν από ${from('Motorbike', 50)} €`],
  ] as const)(
    '%s %s: a size after an article, or as Greeks write it, is a scooter',
    (lang, text, line) => {
      const content = ask(text, lang).reply.content.replace(/[\u00a0\u202f]/g, ' ');
      expect(content.startsWith(line)).toBe(true);
    },
  );

  it.each(['i have a 50 euro budget', 'we are a 50 year old couple'])(
    "'%s': a number after an article is no size",
    (text) => {
      expect(ask(text).reply.content).not.toContain('50cc scooters start at');
    },
  );

  it.each([
    'darf ich mit autoführerschein 125er fahren?',
    'reicht mein autoführerschein für einen 125er?',
  ])("de '%s': the licence answer, with the 125cc rule", (text) => {
    const r = ask(text, 'de');
    expect(r.intent).toBe('licence');
    expect(r.reply.content).toContain('Ab 125 ccm: ein Motorradführerschein');
  });

  it("after the scooters answer, 'how much for the 125?' is that size", () => {
    const r = ask('how much for the 125?', 'en', ask('do you have scooters?').context);
    expect(r.reply.content).toContain(`Our 125cc scooters start at €${scooter125} a day.`);
  });

  it.each(['scooter under 50 euros a day?', 'scooter for 50€', 'scooter for 3 days, we are 2'])(
    "'%s': an amount or a count is no engine size",
    (text) => {
      expect(ask(text).reply.content).not.toMatch(/\d+cc scooters start at|We have no/);
    },
  );

  it('with dates, each vehicle of that size is priced for them, not the chat figure', () => {
    const year = now.getUTCFullYear();
    const r = ask(`how much is a 125cc scooter from 10/07/${year} to 15/07/${year}`);
    expect(r.reply.content).toMatch(new RegExp(`\\(€${scooter125} a day\\)`));
    expect(r.reply.content).not.toContain(`(€${facts.prices.chat.scooter} a day)`);
  });
});

describe('monthPartIn: a part of a month named with it (twenty-eighth session)', () => {
  const part = (text: string) => monthPartIn(normaliseText(text, true), now);
  it.each([
    ['at the end of may', 5, 25, 2026],
    ['in der ersten Woche im August', 8, 1, 2026],
    ['fin août', 8, 25, 2026],
    ['metà agosto', 8, 15, 2026],
    ['τέλη Ιουνίου', 6, 24, 2026],
    // A month before this one (March) is next year's; February 2027 has 28 days.
    ['the last week of february', 2, 22, 2027],
  ] as const)('%s → %i/%i/%i', (text, month, day, year) => {
    expect(part(text)).toMatchObject({ month, day, year });
  });

  it.each(['end of the week', 'we may come early', 'mid afternoon'])('%s → none', (text) => {
    expect(part(text)).toBeNull();
  });
});

describe('several kinds priced in one question (twenty-eighth session)', () => {
  const chat = facts.prices.chat;
  it('2 scooters and a car for a week: each kind, the scooters with their count', () => {
    const content = ask('how much for 2 scooters and a car for a week?').reply.content;
    expect(content).toContain(`Scooter: from`);
    expect(content).toMatch(new RegExp(`\\(€${chat.scooter} a day\\), €[\\d.,]+ for 2`));
    expect(content).toContain(`Economy car: from`);
    expect(content).not.toContain('ATV: from');
  });

  it.each([
    ['en', 'price of a car and a scooter for 5 days'],
    ['de', 'was kostet ein auto und ein roller für eine woche?'],
  ] as const)('%s %s: both kinds, the kind answer not added after', (lang, text) => {
    const content = ask(text, lang).reply.content;
    expect(content.match(/€/g)?.length).toBeGreaterThanOrEqual(8);
    expect(content).not.toMatch(/easiest way|am einfachsten/);
  });

  it('a scooter and an ATV per day: the daily prices of both', () => {
    const content = ask('how much is a scooter and an atv per day?').reply.content;
    expect(content).toContain(`Scooter: €${chat.scooter}/day`);
    expect(content).toContain(`ATV: €${chat.atv}/day`);
  });
});

describe('a vehicle taken to Antiparos (twenty-eighth session audit)', () => {
  it.each([
    [
      'en',
      'how much does the ferry to antiparos cost with a car?',
      'We can deliver your car, scooter or ATV to you on Antiparos',
    ],
    ['en', 'can we take the scooter to antiparos?', 'We can deliver your car, scooter or ATV'],
    [
      'fr',
      'peut-on prendre la voiture sur le ferry pour Antiparos ?',
      'Nous pouvons vous livrer gratuitement',
    ],
    [
      'de',
      'kann ich mit dem auto die fähre nach antiparos nehmen?',
      'Wir bringen Ihnen Auto, Roller oder Quad kostenlos nach Antiparos',
    ],
    [
      'it',
      'quanto costa il traghetto per antiparos con la macchina?',
      'Possiamo consegnarvi gratis',
    ],
    ['el', 'μπορώ να πάρω το αμάξι στο φέρι για Αντίπαρο;', 'Μπορούμε να σας παραδώσουμε δωρεάν'],
  ] as const)('%s %s: delivered there free, or ask us, first', (lang, text, line) => {
    const r = ask(text, lang);
    expect(r.intent).toBe('antiparos');
    expect(r.reply.content.startsWith(line)).toBe(true);
  });

  it('on foot, the ferry answer alone', () => {
    expect(ask('how do i get to antiparos?').reply.content).toMatch(
      /^Antiparos is a short hop away/,
    );
  });
});

describe('what the insurance covers in detail is for the team (twenty-eighth session audit)', () => {
  it.each([
    ['en', 'is it full coverage with zero excess?'],
    ['en', 'what if i scratch the car?'],
    ['fr', 'et si je raye la voiture ?'],
    ['de', 'deckt die versicherung reifen ab?'],
    ['it', 'e se graffio la macchina?'],
    ['el', 'η ασφάλεια καλύπτει τα λάστιχα;'],
  ] as const)(
    '%s %s: "I don\'t know that" and the phone first, never "relax" alone',
    (lang, text) => {
      const r = ask(text, lang);
      expect(r.intent).toBe('insurance');
      expect(r.reply.content).toContain(business.phone.display);
    },
  );
});

describe("a short 'and if …?' stays on the answer just given; a discount question is no booking (twenty-eighth session audit)", () => {
  it.each([
    ['en', 'cancellation policy?', "and if it's less than 48 hours?", 'cancellation'],
    ['fr', "conditions d'annulation ?", 'et à moins de 48h ?', 'cancellation'],
    ['en', 'fuel policy?', "and if i don't fill it up?", 'fuel'],
    ['de', 'tankregelung?', 'und wenn ich nicht volltanke?', 'fuel'],
    ['el', 'πολιτική καυσίμου;', 'και αν δεν το γεμίσω;', 'fuel'],
  ] as const)('%s %s → %s: the %s answer again', (lang, first, second, intent) => {
    expect(ask(second, lang, ask(first, lang).context).intent).toBe(intent);
  });

  it("'and if …' without an answer before it is no follow-up", () => {
    expect(ask("and if i don't fill it up?").intent).not.toBe('fuel');
  });

  it.each(['is there a discount if i book now for july?', 'do i get a discount if i book now?'])(
    '%s → the offers, no booking started',
    (text) => {
      const r = ask(text);
      expect(r.intent).toBe('offers');
      expect(r.context.conversationStage).toBe('initial');
    },
  );
});

describe('where the office is (twenty-eighth session audit)', () => {
  const contact = {
    phone: '+30 22840 11111',
    email: 'team@example.com',
    address: 'Λιμάνι Αντιπάρου, Αντίπαρος 840 07, Ελλάδα',
  };
  it.each([
    ['en', 'where is your office?', 'Our office is at'],
    ['en', "what's your address?", 'Our office is at'],
    ['fr', 'où est votre agence ?', 'Notre agence'],
    ['de', 'wo ist euer büro?', 'Unser Büro:'],
    ['it', "dov'è il vostro ufficio?", 'Il nostro ufficio:'],
    ['el', 'ποια είναι η διεύθυνσή σας;', 'Το γραφείο μας είναι στη διεύθυνση'],
  ] as const)(
    '%s %s: the address the page gives, and the office hours, first',
    (lang, text, line) => {
      const r = respond(text, initialContext(), embeddedFleet, { now, lang, contact });
      expect(r.reply.content.startsWith(line)).toBe(true);
      expect(r.reply.content).toContain(contact.address);
      expect(r.reply.content).toContain(facts.hours.office.opens);
    },
  );

  it("'deliver to my address' asks no address", () => {
    expect(ask('can you deliver to my address in naoussa?').reply.content).not.toContain(
      'Our office is at',
    );
  });

  it('the site business gives its address', () => {
    const r = respond('where is your office?', initialContext(), embeddedFleet, { now, business });
    expect(r.reply.content).toContain(business.address.oneLine);
  });
});

describe('an older parent, and bringing it back full in Greek (twenty-eighth session audit)', () => {
  it.each([
    ['en', 'my dad is 78 can he drive'],
    ['fr', 'mon père a 78 ans, il peut conduire ?'],
    ['de', 'mein vater ist 78, darf er fahren?'],
    ['it', 'mio padre ha 78 anni, può guidare?'],
    ['el', 'ο πατέρας μου είναι 78, μπορεί να οδηγήσει;'],
  ] as const)('%s %s: the age note with the surcharge over 74', (lang, text) => {
    const r = ask(text, lang);
    expect(r.intent).toBe('licence');
    expect(r.reply.content).toContain(String(facts.ages.termsMaximumNoSurcharge));
  });

  it.each([
    'πρέπει να το φέρω γεμάτο;',
    'το παραδίδω με γεμάτο ντεπόζιτο;',
    'πρέπει να επιστρέψω το αμάξι με γεμάτο ρεζερβουάρ;',
  ])('el %s → the fuel policy first', (text) => {
    expect(ask(text, 'el').intent).toBe('fuel');
  });
});

describe('by what time the vehicle goes back (twenty-eighth session audit)', () => {
  it.each([
    ['en', 'what time can i return the car?', 'A rental day is 24 hours'],
    ['en', 'how long is a rental day? 24 hours?', 'A rental day is 24 hours'],
    ['fr', 'à quelle heure dois-je rendre la voiture ?', 'Une journée de location dure 24 heures'],
    ['de', 'bis wann muss ich das auto zurückgeben?', 'Ein Miettag hat 24 Stunden'],
    ['it', "a che ora devo riconsegnare l'auto?", 'Un giorno di noleggio dura 24 ore'],
    ['el', 'τι ώρα πρέπει να επιστρέψω το αυτοκίνητο;', 'Η ημέρα ενοικίασης είναι 24 ώρες'],
  ] as const)('%s %s: the rental day and the office hours first', (lang, text, line) => {
    const r = ask(text, lang);
    expect(r.intent).toBe('duration');
    expect(r.reply.content.startsWith(line)).toBe(true);
    expect(r.reply.content).toContain(facts.hours.office.closes);
  });

  it("a late return's fee is for the team", () => {
    expect(ask("i'll be late returning the car, is there a fee?").intent).toBe('contact');
  });

  it("at the summary, 'l'heure de retour c'est 10h' is no question about the rental day", () => {
    let context = initialContext();
    for (const m of [
      'réserver une voiture',
      'Anne',
      'anne@gmail.com',
      '0612345678',
      'du 3 au 10 août',
    ])
      context = ask(m, 'fr', context).context;
    const r = ask("l'heure de retour c'est 10h", 'fr', context);
    expect(r.intent).toBe('booking');
  });
});

describe('a buggy is priced as the fleet prices it (twenty-eighth session audit)', () => {
  const buggies = embeddedFleet.filter((v) => /buggy/i.test(v.name));
  it('the fleet has buggies', () => {
    expect(buggies.length).toBeGreaterThan(0);
  });

  it.each([
    ['en', 'how much is a buggy?'],
    ['fr', 'combien coûte un buggy ?'],
  ] as const)('%s %s: each buggy at its own daily price', (lang, text) => {
    const content = ask(text, lang).reply.content.replace(/[\u00a0\u202f]/g, ' ');
    for (const b of buggies) expect(content).toContain(b.name);
    for (const b of buggies)
      expect(content).toMatch(new RegExp(`${b.price_per_day} ?€|€${b.price_per_day}`));
  });

  it('for 2 days, each buggy priced for them, not the ATV figure', () => {
    const content = ask('price buggy 2 days').reply.content;
    for (const b of buggies) expect(content).toContain(`€${b.price_per_day * 2}`);
    expect(content).not.toContain(`(€${facts.prices.chat.atv} a day)`);
  });
});

describe("German 'liefert ihr …?' is the delivery question (twenty-eighth session audit)", () => {
  it('with the opening hours asked too, both are answered', () => {
    const content = ask('wann macht ihr auf und liefert ihr zum flughafen?', 'de').reply.content;
    expect(content).toContain(facts.hours.office.opens);
    expect(content).toContain('Wir liefern kostenlos');
  });

  it("'liefert ihr zum hafen und kostet das was?': free delivery, not the price list", () => {
    const r = ask('liefert ihr zum hafen und kostet das was?', 'de');
    expect(r.intent).toBe('locations');
    expect(r.reply.content).toContain('kostenlos');
  });
});

describe('an hour right after a date (thirtieth session audit)', () => {
  it.each([
    ['el', 'στις 3 Αυγούστου στις 9', '09:00'],
    ['el', 'φτανουμε στο λιμανι στις 15 ιουλιου στις 10 ποση ειναι η εγγυηση', '10:00'],
    ['en', 'we arrive on 15 july at 10 how much is the deposit', '10:00'],
    ['de', 'wir kommen am 15 juli um 10 an was kostet die kaution', '10:00'],
    ['it', 'arriviamo il 15 luglio alle 10 quanto costa la cauzione', '10:00'],
  ] as const)('%s: %s → the pickup time, no return date', (lang, text, time) => {
    const { context } = ask(text, lang);
    expect(context.pickupTime).toBe(time);
    expect(context.returnDate).toBeUndefined();
  });

  it("a return day after a range word is still the return ('3 Αυγούστου μέχρι τις 9')", () => {
    const { context } = ask('από 3 Αυγούστου μέχρι τις 9', 'el');
    expect(context.returnDate).toBe('09/08/2026');
  });
});

describe("a day after 'from' corrects the pickup, never the party (thirtieth session audit)", () => {
  it.each([
    ['it', 'vorrei un quad dal 10 al 12 settembre per 2 persone', 'anzi dal 9', '2026-09-09'],
    ['en', 'car 12-15 august for 2 people', 'actually from 9', '2026-08-09'],
    ['fr', 'voiture du 12 au 15 août pour 2 personnes', 'plutôt dès le 9', '2026-08-09'],
    ['de', 'auto 12. bis 15. august für 2 personen', 'lieber ab 9', '2026-08-09'],
  ] as const)('%s: %s → %s', (lang, first, correction, pickup) => {
    const { context } = talk(lang, [first, correction]);
    expect(context.passengers).toBe(2);
    expect(toIsoDate(context.pickupDate!, now)).toBe(pickup);
  });

  it("a number alone still corrects the party ('actually 3')", () => {
    expect(talk('en', ['car 12-15 august for 2 people', 'actually 3']).context.passengers).toBe(3);
  });
});

describe('a time with a pickup day in words and a return (thirtieth session audit)', () => {
  it.each([
    ['en', 'i need a car today at 10pm until friday', '22:00'],
    ['en', 'car from tomorrow at 2pm for 3 days', '14:00'],
    ['fr', "demain à 14h jusqu'à vendredi", '14:00'],
    ['de', 'morgen um 14 Uhr bis Freitag', '14:00'],
    ['it', 'domani alle 14 fino a venerdì', '14:00'],
    ['el', 'αύριο στις 14:00 μέχρι την Παρασκευή', '14:00'],
  ] as const)('%s: %s → pickup at %s', (lang, text, time) => {
    const { context } = ask(text, lang);
    expect(context.pickupTime).toBe(time);
    expect(context.returnDate).toBeDefined();
  });
});

describe('a day asked after the opening hours (thirtieth session audit)', () => {
  it.each([
    ['en', 'what are your opening hours', 'and tomorrow?'],
    ['en', 'what are your opening hours', 'and on sunday?'],
    ['en', 'what are your opening hours', 'and the weekend?'],
    ['de', 'wann habt ihr offen', 'und morgen?'],
    ['fr', 'quels sont vos horaires', 'et le dimanche ?'],
    ['it', 'che orari avete', 'e sabato?'],
    ['el', 'τι ώρα ανοίγετε', 'και αύριο;'],
  ] as const)('%s: %s → %s gets the hours again, and no date is noted', (lang, first, day) => {
    const hours = ask(first, lang);
    const r = ask(day, lang, hours.context);
    expect(r.intent).toBe('contact');
    expect(r.reply.content).toContain(facts.hours.general.opens);
    expect(r.context.pickupDate).toBeUndefined();
  });
});

describe('accidents, a cost asked alone, and what we do not sell (thirtieth session audit)', () => {
  it.each(['abbiamo fatto un incidente', 'ho fatto un incidente con la macchina'])(
    'it: %s → the breakdown answer with the 24/7 line',
    (text) => {
      const r = ask(text, 'it');
      expect(r.intent).toBe('breakdown');
      expect(r.reply.content).toContain(business.phone.display);
    },
  );

  it("it: 'si paga?' after the free child seats asks their cost, not the deposit", () => {
    const seats = ask('avete seggiolini', 'it');
    const r = ask('si paga?', 'it', seats.context);
    expect(r.intent).toBe('extras');
    expect(r.reply.content).toContain('gratuiti');
    expect(r.reply.content).not.toContain('cauzione');
  });

  it.each([
    ['en', 'do you sell sim cards'],
    ['en', 'do you sell phone chargers'],
    ['en', 'can i sell you my car'],
    ['de', 'verkauft ihr sim karten'],
    ['fr', 'vous vendez des cartes sim ?'],
    ['it', 'vendete schede sim?'],
    ['el', 'πουλάτε κάρτες sim;'],
  ] as const)('%s: %s → "I don\'t know that" with the phone', (lang, text) => {
    const r = ask(text, lang);
    expect(r.intent).toBe('contact');
    expect(r.reply.content).toContain(business.phone.display);
    expect(r.reply.content).not.toMatch(/€/);
  });
});

describe("Greek's question mark ends one question, it does not join two (thirtieth session audit)", () => {
  it("'πουλάτε κάρτες sim;' is one question: no payment answer after it", () => {
    expect(ask('πουλάτε κάρτες sim;', 'el').reply.content).not.toContain('Visa');
  });

  it("'πόσο κάνει; και παραδίδετε στο αεροδρόμιο;' is two: both answered", () => {
    const r = ask('πόσο κάνει ένα αυτοκίνητο; και παραδίδετε στο αεροδρόμιο;', 'el');
    expect(r.reply.content).toContain(`${facts.prices.chat.economy}\u00a0€`);
    expect(r.reply.content).toMatch(/δωρεάν/i);
  });
});

describe('a length asked after a price, with a kind or in words that ask it (thirtieth session audit)', () => {
  it.each([
    ['en', 'how much is a car', 'and a scooter for 3 days?', '75'],
    ['fr', 'combien pour une voiture', 'et un scooter pour 3 jours ?', '75'],
    ['el', 'πόσο κάνει ένα αμάξι', 'και ένα σκούτερ για 3 μέρες;', '75'],
    ['en', 'how much is a scooter', 'what about 3 days', '75'],
    ['de', 'was kostet ein roller', 'was ist mit 3 tagen', '75'],
    ['it', 'quanto costa uno scooter', 'che ne dici di 3 giorni', '75'],
    ['el', 'πόσο κάνει ένα σκούτερ', 'τι λες για 3 μερες', '75'],
    ['fr', 'combien un scooter', "et si c'est 3 jours ?", '75'],
  ] as const)('%s: %s → %s gets the estimate', (lang, first, next, total) => {
    const r = ask(next, lang, ask(first, lang).context);
    expect(r.intent).toBe('price');
    expect(r.reply.content).toMatch(new RegExp(`${total}\\s?€|€${total}`));
  });
});

describe('the price of a car is the car classes’ (thirtieth session audit)', () => {
  it.each([
    ['en', 'how much is a car'],
    ['fr', 'combien pour une voiture'],
    ['de', 'was kostet ein auto'],
    ['it', 'quanto costa una macchina'],
    ['el', 'poso kanei ena amaksi'],
    ['el', 'πόσο κοστίζει ένα αυτοκίνητο;'],
  ] as const)('%s: %s → the three classes, no scooter or ATV price', (lang, text) => {
    const r = ask(text, lang);
    expect(r.intent).toBe('cars');
    for (const price of [
      facts.prices.chat.economy,
      facts.prices.chat.family,
      facts.prices.chat.suv,
    ])
      expect(r.reply.content).toContain(String(price));
    expect(r.reply.content).not.toContain(String(facts.prices.chat.atv));
  });

  it('with a length it is still the estimate of each class', () => {
    const r = ask('how much is a car for 5 days');
    expect(r.intent).toBe('price');
    expect(r.reply.content).toContain(`€${5 * facts.prices.chat.economy}`);
  });
});

describe('questions that are not ours, late returns, greetings and goodbyes (thirtieth session audit)', () => {
  it.each([
    ['fr', 'un bon resto a naoussa ?'],
    ['el', 'καλο εστιατοριο στη ναουσα;'],
    ['en', 'can you recommend a good restaurant in naoussa'],
    ['el', 'ξερεις καμια καλη ταβερνα στην αντιπαρο'],
    ['en', 'wifi?'],
    ['de', 'wlan?'],
    ['en', 'are you open in winter'],
    ['it', 'siete aperti d inverno'],
  ] as const)('%s: %s → "I don\'t know that" with the phone', (lang, text) => {
    const r = ask(text, lang);
    expect(r.intent).toBe('contact');
    expect(r.reply.content).toContain(business.phone.display);
    expect(r.reply.content).not.toMatch(/€/);
  });

  it.each([
    ['el', 'υπάρχει χρέωση για αργή επιστροφή'],
    ['el', 'αν αργησω μια ωρα'],
    ['de', 'was passiert wenn ich zu spät zurückkomme'],
  ] as const)('%s: %s → the contact answer with the office hours', (lang, text) => {
    const r = ask(text, lang);
    expect(r.intent).toBe('contact');
    expect(r.reply.content).toContain(facts.hours.office.opens);
  });

  it("el: 'πόσο καιρό πριν πρέπει να κλείσω' → when to book (the early-booking discounts)", () => {
    const r = ask('πόσο καιρό πριν πρέπει να κλείσω', 'el');
    expect(r.intent).toBe('availability');
    expect(r.reply.content).toContain(`${facts.discounts.book30Days}%`);
  });

  it.each([
    ['it', 'grazie ciao', 'Arrivederci'],
    ['el', 'ευχαριστω γεια', 'Γεια σας'],
  ] as const)('%s: %s → thanks and goodbye', (lang, text, bye) => {
    expect(ask(text, lang).reply.content).toContain(bye);
  });

  it.each([
    ['en', 'how r u'],
    ['fr', 'ca va ?'],
    ['de', 'wie gehts'],
    ['it', 'come stai'],
    ['el', 'τι κανεις'],
  ] as const)('%s: %s → the greeting, not "I don\'t know" or the fallback', (lang, text) => {
    const r = ask(text, lang);
    expect(r.reply.content).toBe(
      ask(
        lang === 'en'
          ? 'hello'
          : lang === 'fr'
            ? 'bonjour'
            : lang === 'de'
              ? 'hallo'
              : lang === 'it'
                ? 'ciao'
                : 'γεια σας',
        lang,
      ).reply.content,
    );
  });
});

describe('a return before the pickup outside a booking is said, not dropped (thirtieth session audit)', () => {
  it.each([
    ['en', 'car from august 15 to august 12', 'That return date is before the pickup date'],
    ['en', '15/08 to 12/08', 'That return date is before the pickup date'],
    ['fr', 'voiture du 15 au 12 août', 'date de retour'],
  ] as const)('%s: %s', (lang, text, said) => {
    const r = ask(text, lang);
    expect(r.context.returnDate).toBeUndefined();
    expect(r.reply.content).toContain(said);
  });
});

describe('debit named alone is a card the deposit does not take (thirtieth session audit)', () => {
  it.each(['do i need a credit card or is debit fine and how much is held', 'can i use debit?'])(
    '%s → only a Visa or Mastercard credit card',
    (text) => {
      const r = ask(text);
      expect(r.intent).toBe('payment');
      expect(r.reply.content).toContain("That card won't do for the deposit");
    },
  );
});

describe('second audit of the thirtieth session: what the first fixes must not break', () => {
  it.each([
    ['αμαξι στις 15 ιουλιου, στις 20 το επιστρεφω', '2026-07-20'],
    ['αμαξι στις 3 αυγουστου εως στις 9', '2026-08-09'],
    ['αμαξι στις 3 αυγουστου και το φερνω στις 9', '2026-08-09'],
    ['φτανουμε στις 15 ιουλιου στις 10 και φευγουμε στις 20', '2026-07-20'],
  ])('el: %s → a return word beside "στις N" makes it the return day', (text, ret) => {
    const { context } = ask(text, 'el');
    expect(toIsoDate(context.returnDate!, now)).toBe(ret);
  });

  it.each([
    ['en', 'do you sell insurance', 'insurance'],
    ['de', 'verkauft ihr eine versicherung', 'insurance'],
    ['en', 'can you deliver the car to the restaurant in naoussa', 'locations'],
    ['fr', 'vous pouvez livrer la voiture au restaurant a naoussa ?', 'locations'],
  ] as const)('%s: %s → %s, not "I don\'t know"', (lang, text, intent) => {
    expect(ask(text, lang).intent).toBe(intent);
  });

  it("'actually from 9' with a pickup time held moves no date", () => {
    const held = ask('car 12-15 august at 10am').context;
    const { context } = ask('actually from 9', 'en', held);
    expect(context.pickupDate).toBe('12 august');
  });

  it.each([
    ['en', 'on 15 july at 10 how much is the deposit', '10:00'],
    ['en', 'car from 15 july at 10 to 20 july', '10:00'],
    ['de', 'auto am 15 juli um 10 bis 20 juli', '10:00'],
    ['it', 'macchina il 15 luglio alle 10 fino al 20 luglio', '10:00'],
    ['el', 'στις 15 ιουλιου στις 10 ποση ειναι η εγγυηση', '10:00'],
    ['fr', 'le 15 juillet à 10h combien la caution', '10:00'],
  ] as const)('%s: %s → the hour right after the date is its pickup time', (lang, text, time) => {
    expect(ask(text, lang).context.pickupTime).toBe(time);
  });

  it("'on 15 july at 2 adults and 2 kids' is a party, not 14:00", () => {
    const { context } = ask('we arrive on 15 july at 2 adults and 2 kids');
    expect(context.pickupTime).toBeUndefined();
    expect(context.passengers).toBe(4);
  });
});

describe('an hour after a date is no first day of a range (thirtieth session audit)', () => {
  it.each([
    ['fr', "voiture le 3 août à 10 jusqu'au 6 août", '2026-08-06'],
    ['fr', 'du 3 août à 10 au 6 août', '2026-08-06'],
    ['fr', 'voiture du 15 juillet a 10 au 20 juillet', '2026-07-20'],
    ['el', 'στις 3 αυγουστου στις 10 μεχρι 6 αυγουστου', '2026-08-06'],
    ['el', 'θελω αμαξι απο τις 15 ιουλιου στις 10 εως τις 20 ιουλιου στις 6', '2026-07-20'],
  ] as const)('%s: %s → return %s', (lang, text, ret) => {
    const { context } = ask(text, lang);
    expect(toIsoDate(context.returnDate!, now)).toBe(ret);
  });
});

describe('Greek "στις N" after a day in words is its hour (thirtieth session audit)', () => {
  it.each([
    ['αυριο στις 9 μεχρι παρασκευη', '2026-03-06'],
    ['αμαξι για αυριο στις 9 μεχρι τις 12 του μηνα', '2026-03-12'],
  ])('%s → return %s', (text, ret) => {
    const { context } = ask(text, 'el');
    expect(toIsoDate(context.returnDate!, now)).toBe(ret);
  });

  it("'αμαξι αυριο στις 10' notes no return on the 10th", () => {
    expect(ask('αμαξι αυριο στις 10', 'el').context.returnDate).toBeUndefined();
  });

  it("'από 3 Αυγούστου μέχρι τις 9': the 9th is the return, not a pickup time as well", () => {
    const { context } = ask('από 3 Αυγούστου μέχρι τις 9', 'el');
    expect(toIsoDate(context.returnDate!, now)).toBe('2026-08-09');
    expect(context.pickupTime).toBeUndefined();
  });
});

describe('variants found by the second audit (thirtieth session)', () => {
  it.each([
    ['it', 'vorrei un quad dal 10 al 12 settembre per 2 persone', 'anzi dalle 9'],
    ['el', 'θελω αυτοκινητο απο 10 εως 12 σεπτεμβριου για 2 ατομα', 'τελικα απο 9'],
    ['en', 'car 12-15 august for 2 people', 'actually starting 9'],
  ] as const)('%s: %s → %s is no party of 9', (lang, first, next) => {
    expect(talk(lang, [first, next]).context.passengers).toBe(2);
  });

  it.each([
    ['en', 'how much is a scooter', 'and 3 days?'],
    ['fr', 'combien un scooter', 'et 3 jours ?'],
  ] as const)('%s: %s → %s gets the estimate', (lang, first, next) => {
    const r = talk(lang, [first, next]);
    expect(r.intent).toBe('price');
    expect(r.reply.content).toMatch(/75\s?€|€75/);
  });

  it("'and on sundays?' after the hours gets the hours", () => {
    expect(talk('en', ['what are your opening hours', 'and on sundays?']).reply.content).toContain(
      facts.hours.general.opens,
    );
  });

  it("it: 'ho fatto un piccolo incidente' → the breakdown answer", () => {
    expect(ask('ho fatto un piccolo incidente', 'it').intent).toBe('breakdown');
  });

  it("it: 'ciao grazie' → thanks and goodbye", () => {
    expect(ask('ciao grazie', 'it').reply.content).toContain('Arrivederci');
  });

  it("it: 'si pagano?' after the child seats asks their cost", () => {
    expect(talk('it', ['avete seggiolini', 'si pagano?']).intent).toBe('extras');
  });
});

describe("Greek 'φέρνετε' asks for the delivery (thirtieth session audit)", () => {
  it.each([
    'φερνετε στο λιμανι; ποσο ειναι η εγγυηση;',
    'ποσο κανει το αμαξι; φερνετε στο λιμανι;',
    'γεια σου μαρσια καλημερα ηθελα να ρωτησω ποσο κανει το αυτοκινητο την ημερα και αν φερνετε στο αεροδρομιο',
  ])('%s → the delivery answer and the other question', (text) => {
    const r = ask(text, 'el');
    expect(r.reply.content).toContain('Παραδίδουμε δωρεάν');
    expect(r.reply.content).toMatch(/εγγύηση|35\u00a0€/);
  });
});

describe('a day and an hour corrected together at the summary (thirtieth session audit)', () => {
  it.each([
    [
      'en',
      [
        'book now',
        'Anna Weber',
        'anna@example.com',
        '+44 7700 900123',
        '12-15 august',
        'actually from 9 at 10',
      ],
    ],
    [
      'de',
      [
        'jetzt buchen',
        'Hans Müller',
        'hans@example.de',
        '+49 170 1234567',
        '12. bis 15. august',
        'lieber ab 9 um 10 uhr',
      ],
    ],
  ] as const)('%s: both the 9th and 10:00', (lang, messages) => {
    const { context } = talk(lang, messages);
    expect(toIsoDate(context.pickupDate!, now)).toBe('2026-08-09');
    expect(context.pickupTime).toBe('10:00');
  });
});

describe('an hour right after a day named from today (thirtieth session audit)', () => {
  it.each([
    ['en', 'car tomorrow at 9 until friday', '09:00'],
    ['de', 'auto morgen um 9 bis freitag', '09:00'],
    ['el', 'αμαξι αυριο στις 10 μεχρι παρασκευη', '10:00'],
    ['en', 'car tomorrow at 10', '10:00'],
  ] as const)('%s: %s → pickup at %s', (lang, text, time) => {
    expect(ask(text, lang).context.pickupTime).toBe(time);
  });
});

describe('the kilometres allowed are answered first (thirtieth session audit)', () => {
  it.each([
    ['en', 'is unlimited mileage included', 'Yes: kilometres are unlimited'],
    ['fr', 'est ce que le kilometrage est illimite', 'le kilométrage est illimité'],
    ['de', 'unbegrenzte kilometer?', 'Ja: unbegrenzte Kilometer'],
    ['it', 'chilometri illimitati?', 'i chilometri sono illimitati'],
    ['el', 'απεριοριστα χιλιομετρα;', 'τα χιλιόμετρα είναι απεριόριστα'],
  ] as const)('%s: %s', (lang, text, said) => {
    const r = ask(text, lang);
    expect(r.intent).toBe('price');
    // The first line answers it; the prices follow.
    expect(r.reply.content.split('\n')[0]).toContain(said);
  });
});

describe("'αύριο στις 9 για 3 μέρες' starts tomorrow (thirtieth session audit)", () => {
  it('the stay starts tomorrow, not on the 9th', () => {
    const { context } = ask('αμαξι αυριο στις 9 για 3 μερες', 'el');
    expect(toIsoDate(context.pickupDate!, now)).toBe('2026-03-02');
    expect(toIsoDate(context.returnDate!, now)).toBe('2026-03-05');
  });

  it("without 'αύριο', 'στις 9 για 3 μέρες' is still the 9th for 3 days", () => {
    expect(toIsoDate(ask('στις 9 για 3 μερες', 'el').context.pickupDate!, now)).toBe('2026-03-09');
  });
});

describe("'how are you doing today?' greets; its today is no pickup (thirty-first session)", () => {
  const hello = { en: 'hello', fr: 'bonjour', de: 'hallo', it: 'ciao', el: 'γεια σας' } as const;
  it.each([
    ['en', 'how are you doing today'],
    ['en', 'Hi, how are you today?'],
    ['fr', "comment allez-vous aujourd'hui ?"],
    ['de', 'Wie geht es Ihnen heute?'],
    ['it', 'come stai oggi?'],
    ['el', 'τι κάνεις σήμερα;'],
  ] as const)('%s: %s → the greeting, no date noted', (lang, text) => {
    const r = ask(text, lang);
    expect(r.context.pickupDate).toBeUndefined();
    expect(r.reply.content).toBe(ask(hello[lang], lang).reply.content);
  });

  it.each([
    ['en', 'how are you today? we need a car tomorrow', '2026-03-02'],
    ['el', 'γεια, τι κάνετε σήμερα; θέλω αμάξι αύριο', '2026-03-02'],
    ['en', 'can i get a car today', '2026-03-01'],
  ] as const)('%s: %s → the day asked for is still the pickup', (lang, text, day) => {
    expect(toIsoDate(ask(text, lang).context.pickupDate!, now)).toBe(day);
  });
});

describe('air conditioning is answered from the fleet (thirty-fifth session)', () => {
  const cooled = (features: readonly string[]) =>
    features.some((f) => f === 'Air conditioning' || f === 'Climate control');

  it('every car of the embedded fleet has it (what the answers below rely on)', () => {
    const cars = embeddedFleet.filter((v) => v.type === 'Car');
    expect(cars.length).toBeGreaterThan(0);
    expect(cars.filter((v) => !cooled(v.features))).toEqual([]);
  });

  it.each([
    ['en', 'do your cars have air conditioning?', 'Yes: all our cars have air conditioning.'],
    ['en', 'aircon?', 'Yes: all our cars have air conditioning.'],
    ['en', 'do the jeeps have AC', 'Yes: all our cars have air conditioning.'],
    [
      'fr',
      'est-ce que les voitures ont la clim ?',
      'Oui\u00a0: toutes nos voitures ont la climatisation.',
    ],
    ['de', 'haben die autos klimaanlage?', 'Ja: Alle unsere Autos haben eine Klimaanlage.'],
    ['de', 'hat der fiat panda klima?', 'Ja, der Fiat Panda hat eine Klimaanlage.'],
    [
      'it',
      "le auto hanno l'aria condizionata?",
      'Sì: tutte le nostre auto hanno l’aria condizionata.',
    ],
    ['el', 'τα αυτοκίνητα έχουν κλιματισμό;', 'Ναι: όλα τα αυτοκίνητά μας έχουν κλιματισμό.'],
    ['el', 'exei air condition?', 'Ναι: όλα τα αυτοκίνητά μας έχουν κλιματισμό.'],
    [
      'en',
      'does the toyota aygo have air conditioning?',
      'Yes, the Toyota Aygo has air conditioning.',
    ],
    ['fr', 'la peugeot 208 est climatisée ?', 'Oui, la Peugeot 208 a la climatisation.'],
  ] as const)('%s: %s → the first line says so', (lang, text, said) => {
    const r = ask(text, lang);
    expect(r.reply.content.split('\n')[0]).toBe(said);
    expect(r.reply.vehicles?.length).toBeGreaterThan(0);
  });

  it("'does it have ac?' after one vehicle's answer is about that vehicle", () => {
    expect(talk('en', ['do you have the honda sh 150?', 'does it have ac?']).reply.content).toMatch(
      /^The Honda SH 150 is open-air, so it has no air conditioning\./,
    );
    expect(talk('de', ['habt ihr den fiat panda?', 'hat er klimaanlage?']).reply.content).toMatch(
      /^Ja, der Fiat Panda hat eine Klimaanlage\./,
    );
  });

  it('a fleet with a car without it: the count, and that car has none', () => {
    const fleet = embeddedFleet.map((v) =>
      v.name === 'Toyota Aygo' ? { ...v, features: v.features.filter((f) => !cooled([f])) } : v,
    );
    const cars = fleet.filter((v) => v.type === 'Car');
    const say = (text: string) =>
      respond(text, initialContext(), fleet, { now, lang: 'en' }).reply.content.split('\n')[0];
    expect(say('do the cars have air con?')).toBe(
      `${cars.length - 1} of our ${cars.length} cars have air conditioning: each car’s page lists its equipment.`,
    );
    expect(say('does the toyota aygo have ac')).toBe('The Toyota Aygo has no air conditioning.');
  });

  it("'do the scooters have AC?' gets the scooter answer, no car's note", () => {
    const r = ask('do the scooters have ac?');
    expect(r.intent).toBe('scooters');
    expect(r.reply.content).not.toMatch(/air conditioning/);
  });

  it("the climate of a month is no air conditioning ('wie ist das Klima im Juni?')", () => {
    expect(ask('wie ist das klima im juni?', 'de').reply.content).not.toMatch(/Klimaanlage/);
    expect(ask('che clima fa a giugno?', 'it').reply.content).not.toMatch(/condizionata/);
  });

  it('asked in the middle of a booking, the answer comes and the booking goes on', () => {
    const r = talk('en', ['I want to book a car from 10 to 14 july', 'does it have air con?']);
    expect(r.reply.content).toMatch(/^Yes: all our cars have air conditioning\./);
    expect(r.reply.content).toMatch(/what's your name\?$/);
    expect(r.context.pickupDate).toBeDefined();
  });
});

describe('by what time the vehicle goes back, as tourists ask it (audit 35 #1)', () => {
  const rentalDay = {
    en: 'A rental day is 24 hours',
    fr: 'Une journée de location dure 24 heures',
    de: 'Ein Miettag hat 24 Stunden',
    it: 'Un giorno di noleggio dura 24 ore',
    el: 'Η ημέρα ενοικίασης είναι 24 ώρες',
  } as const;
  it.each([
    ['en', 'whats the latest time i can return the car'],
    ['en', 'what time do i have to bring the car back'],
    ['en', 'whats the latest i can drop it off'],
    ['en', 'do i have to return it at the same time i picked it up'],
    ['fr', 'jusqua quelle heure peut on rendre la voiture'],
    ['fr', 'a quelle heure au plus tard on rend la voiture'],
    ['fr', 'on doit rendre la voiture a quelle heure'],
    ['fr', 'quelle est l heure limite de retour'],
    ['de', 'bis wann muss ich das auto zurückgeben'],
    ['de', 'um wieviel uhr ist die rückgabe'],
    ['de', 'bis wieviel uhr rückgabe am letzten tag'],
    ['de', 'wann muss ich das auto zurückbringen'],
    ['it', 'entro che ora devo riconsegnare l auto'],
    ['it', "qual e l'orario massimo di riconsegna"],
    ['it', 'fino a che ora posso restituire la macchina'],
    ['it', 'a che ora devo riportare la macchina'],
    ['el', 'μεχρι τι ωρα μπορω να επιστρεψω το αυτοκινητο'],
    ['el', 'τι ωρα πρεπει να το γυρισω'],
  ] as const)('%s: %s → the rental day and the office hours', (lang, text) => {
    const r = ask(text, lang);
    expect(r.intent).toBe('duration');
    expect(r.reply.content.startsWith(rentalDay[lang])).toBe(true);
  });

  it('where it goes back, or when the office is open, is no rental-day question', () => {
    expect(ask('can we bring it back at the port?').intent).toBe('locations');
    expect(ask('bis wann habt ihr geöffnet?', 'de').intent).not.toBe('duration');
  });

  it('asked at the e-mail step: the answer, then the booking goes on', () => {
    const r = talk('en', [
      'book a car 10-14 july',
      'Anna Smith',
      'what time do i have to bring it back?',
    ]);
    expect(r.reply.content.startsWith(rentalDay.en)).toBe(true);
    expect(r.reply.content).toMatch(/Back to your booking: what's your e-mail address\?$/);
    expect(r.context.name).toBe('Anna Smith');
  });
});

describe('accidents, roadside assistance and the ferry permission (audit 35 #8-#10)', () => {
  it.each([
    'and if i have an accident',
    'whats the number to call if i have an accident',
    'do i need to call the police',
  ])('en: %s → the 24/7 help with the phone', (text) => {
    const r = ask(text);
    expect(r.intent).toBe('breakdown');
    expect(r.reply.content).toContain(business.phone.display);
  });

  const perDay = facts.terms.extras.roadsideAssistance.perDay;
  it.each([
    ['en', 'is roadside assistance included', `an extra at €${perDay} a day`],
    ['fr', 'l assistance routiere est incluse ?', `en option à ${perDay}\u00a0€ par jour`],
    ['de', 'ist pannenhilfe inklusive', `ein Extra für ${perDay}\u00a0€ pro Tag`],
    ['it', "l'assistenza stradale e inclusa?", `extra a ${perDay}\u00a0€ al giorno`],
    ['el', 'η οδικη βοηθεια περιλαμβανεται;', `${perDay}\u00a0€ την ημέρα`],
  ] as const)('%s: %s → not included, the terms’ extra first', (lang, text, said) => {
    const r = ask(text, lang);
    expect(r.intent).toBe('breakdown');
    expect(r.reply.content.split('\n')[0]).toContain(said);
  });

  const permit = facts.terms.ferryPermission;
  it.each([
    [
      'en',
      'how much does it cost to take the car on the ferry to antiparos',
      `€${permit.perDirection} per direction`,
    ],
    [
      'de',
      'kann ich mit dem auto nach antiparos mit der fähre',
      `${permit.perDirection}\u00a0€ pro Richtung`,
    ],
  ] as const)('%s: %s → the terms’ ferry permission, not only the €2 fare', (lang, text, said) => {
    const r = ask(text, lang);
    expect(r.intent).toBe('antiparos');
    expect(r.reply.content.split('\n')[0]).toContain(said);
  });
});

describe('a question in the booking dialogue keeps the thread (audit 35 #2, #3)', () => {
  const start = {
    en: ['i want to book a car', 'tomorrow 10am to friday'],
    it: ["voglio prenotare un'auto", 'domani alle 10 fino a venerdì'],
    el: ['θέλω να κλείσω αυτοκίνητο', 'αύριο στις 10 μέχρι την παρασκευή'],
  } as const;
  const phone = business.phone.display;

  it.each([
    ['en', 'Anna Smith, is there a deposit?', 'Anna Smith'],
    ['en', 'Tom, do you have child seats?', 'Tom'],
    ['it', 'Marco Rossi, serve la carta di credito?', 'Marco Rossi'],
  ] as const)(
    'asked the name, %s %j → the name is kept and the question answered',
    (lang, text, name) => {
      const r = talk(lang, [...start[lang], text]);
      expect(r.context.name).toBe(name);
      expect(r.context.conversationStage).toBe('booking_email');
      expect(r.reply.content).toContain(
        assistantLanguage(lang).texts.booking.reminder.booking_email,
      );
    },
  );

  it("asked the name, 'naoussa, is it far from the airport?' is no name", () => {
    const r = talk('en', [...start.en, 'naoussa, is it far from the airport?']);
    expect(r.context.name).toBeUndefined();
    expect(r.reply.content).toContain("Back to your booking: what's your name?");
  });

  it.each([
    ['it', [], 'si possono portare cani in macchina?', 'booking_name'],
    ['en', ['Anna', 'anna@example.com'], 'are dogs allowed in the car?', 'booking_phone'],
    ['el', ['Άννα', 'anna@example.com'], 'επιτρέπονται σκυλιά στο αυτοκίνητο;', 'booking_phone'],
  ] as const)(
    'a question no rule answers, %s %j %j → the team, then the pending question',
    (lang, before, text, stage) => {
      const r = talk(lang, [...start[lang], ...before, text]);
      expect(r.intent).toBe('contact');
      expect(r.reply.content).toContain(phone);
      expect(r.reply.content).toContain(assistantLanguage(lang).texts.booking.reminder[stage]);
      expect(r.context.conversationStage).toBe(stage);
      expect(r.context.pickupDate).toBe('02/03/2026');
    },
  );

  it("a question about the detail asked ('do you need my greek number?' when asked the phone) → its format", () => {
    const r = talk('en', [...start.en, 'Anna', 'anna@example.com', 'do you need my greek number?']);
    expect(r.intent).toBe('booking');
    expect(r.reply.content).not.toContain(phone);
    expect(r.context.conversationStage).toBe('booking_phone');
  });
});

describe('a ferry or flight running late: we wait, at no extra cost (audit 35 #7)', () => {
  const phone = business.phone.display;
  it.each([
    ['en', 'what if my ferry is late?'],
    ['en', 'our flight might be delayed, is that a problem?'],
    ['de', 'was ist wenn unsere Fähre Verspätung hat?'],
    ['de', 'und wenn der Flug sich verspätet?'],
    ['fr', 'et si notre vol est en retard ?'],
    ['it', 'e se il volo arriva in ritardo?'],
    ['it', 'se il traghetto ritarda?'],
    ['el', 'κι αν έχει καθυστέρηση η πτήση;'],
    ['el', 'αν αργήσει το πλοίο;'],
  ] as const)('%s %j → note.lateArrival, then the pickup points', (lang, text) => {
    const r = ask(text, lang);
    expect(r.intent).toBe('locations');
    const note = renderWith(
      assistantLanguage(lang),
      noteMessages.lateArrival({ phone, email: '' }),
    );
    expect(r.reply.content.startsWith(note)).toBe(true);
  });

  it('in the booking dialogue the pending question follows', () => {
    const r = talk('en', [
      'i want to book a car',
      'tomorrow 10am to friday',
      'what if the ferry is late?',
    ]);
    expect(r.reply.content).toContain('real arrival time');
    expect(r.reply.content).toMatch(/Back to your booking: what's your name\?$/);
  });

  it("'ferry times' stays the Antiparos ferry answer", () => {
    expect(ask('what are the ferry times to antiparos?').intent).toBe('antiparos');
  });
});

describe('the place refused is neither end; night hours in Greek (audit 35 #5, #6)', () => {
  it.each([
    [
      'en',
      'car 10 to 15 july at the airport',
      'can we return it at the port instead of the airport?',
    ],
    [
      'de',
      'Auto vom 10. bis 15. Juli am Flughafen',
      'können wir es am Hafen statt am Flughafen zurückgeben?',
    ],
    [
      'fr',
      "voiture du 10 au 15 juillet à l'aéroport",
      "on peut la rendre au port au lieu de l'aéroport ?",
    ],
    [
      'it',
      'auto dal 10 al 15 luglio in aeroporto',
      "possiamo riconsegnarla al porto anziché all'aeroporto?",
    ],
    [
      'el',
      'αυτοκίνητο 10 με 15 Ιουλίου στο αεροδρόμιο',
      'μπορούμε να το επιστρέψουμε στο λιμάνι αντί για το αεροδρόμιο;',
    ],
  ] as const)('%s: %j then %j → the return at the port', (lang, first, text) => {
    const r = talk(lang, [first, text]);
    expect(r.intent).toBe('locations');
    const note = renderWith(assistantLanguage(lang), noteMessages.dropOff('port'));
    expect(r.reply.content.startsWith(note)).toBe(true);
    expect(r.context.pickupLocation).toBe('airport');
  });

  it("'pick up at the port instead of the airport' in the booking → the port", () => {
    const r = talk('en', [
      'i want to book a car',
      '10 to 15 july',
      'pick up at the port instead of the airport',
    ]);
    expect(r.context.pickupLocation).toBe('port');
  });

  it.each([
    ['10 Ιουλίου στις 2 τα ξημερώματα μέχρι 15 Ιουλίου', '02:00'],
    ['10 Ιουλίου στις 3 τα χαράματα μέχρι 15 Ιουλίου', '03:00'],
  ])('el %j → the pickup at %s, with the office hours', (text, time) => {
    const r = talk('el', ['θέλω να κλείσω αυτοκίνητο', text]);
    expect(r.context.pickupTime).toBe(time);
    expect(r.context.returnDate).toBe('15 Ιουλίου');
    expect(r.reply.content).toContain('08:00-21:00');
  });
});

describe('a second driver in German, air conditioning and the weather in Italian (audit 35 #17, #19)', () => {
  it.each(['kostet der zweite Fahrer extra?', 'was kostet die weitere Fahrer?'])(
    'de %j → the extra driver at its daily price',
    (text) => {
      const r = ask(text, 'de');
      expect(r.intent).toBe('extras');
      expect(r.reply.content).toMatch(
        new RegExp(`${facts.terms.extras.additionalDriver.perDay}\\s€ pro Tag`),
      );
    },
  );

  it.each([
    ['la panda ha il clima?', 'Sì, la Fiat Panda ha l’aria condizionata.'],
    ['le auto hanno il clima?', 'Sì: tutte le nostre auto hanno l’aria condizionata.'],
  ])('it %j → %j', (text, answer) => {
    const r = ask(text, 'it');
    expect(r.intent).toBe('cars');
    expect(r.reply.content.startsWith(answer)).toBe(true);
  });

  it("it 'com'è il clima a giugno?' is the weather, not air conditioning", () => {
    expect(ask("com'è il clima a giugno?", 'it').intent).toBe('season');
  });
});

describe("a vehicle's equipment is answered from the fleet's features (audit 35 #14)", () => {
  const byName = (name: string) => embeddedFleet.find((v) => v.name === name)!;
  const listing = (pattern: RegExp) =>
    embeddedFleet.filter((v) => v.features.some((f) => pattern.test(f)));

  it('the fleet lists Bluetooth for some cars and not for the Fiat Panda (precondition)', () => {
    expect(byName('Fiat Panda').features.join()).not.toMatch(/bluetooth/i);
    expect(byName('Toyota Aygo').features.join()).toMatch(/bluetooth/i);
  });

  it.each([
    [
      'en',
      'does the fiat panda have bluetooth?',
      'The Fiat Panda’s listed equipment doesn’t include Bluetooth: ask us if you need it.',
    ],
    ['en', 'does the toyota aygo have bluetooth?', 'Yes, the Toyota Aygo has Bluetooth.'],
    [
      'de',
      'hat der Fiat Panda Bluetooth?',
      'Die Ausstattungsliste des Fiat Panda nennt Bluetooth nicht',
    ],
    ['fr', 'la toyota aygo a le bluetooth ?', 'Oui, la Toyota Aygo a le Bluetooth.'],
    [
      'it',
      'la panda ha il bluetooth?',
      'Nelle dotazioni elencate della Fiat Panda non c’è: il Bluetooth.',
    ],
    ['el', 'το toyota aygo έχει bluetooth;', 'Ναι, το Toyota Aygo έχει Bluetooth.'],
  ] as const)('%s %j → %j', (lang, text, answer) => {
    const r = ask(text, lang);
    expect(r.intent).toBe('cars');
    expect(r.reply.content.startsWith(answer)).toBe(true);
  });

  it.each([
    ['en', 'do your cars have apple carplay?', /carplay/i],
    ['en', 'any car with a rear camera?', /rear camera/i],
    ['de', 'habt ihr Autos mit Rückfahrkamera?', /rear camera/i],
    ['fr', 'vous avez des voitures avec carplay ?', /carplay/i],
    ['it', 'avete auto con i sensori di parcheggio?', /parking sensors/i],
    ['el', 'έχετε αυτοκίνητο με isofix;', /isofix/i],
  ] as const)('%s %j → how many list it, and cards of cars that do', (lang, text, pattern) => {
    const r = ask(text, lang);
    expect(r.intent).toBe('cars');
    const count = listing(pattern).length;
    expect(count).toBeGreaterThan(0);
    expect(r.reply.content.startsWith(`${count} `)).toBe(true);
    const cards = r.reply.vehicles ?? [];
    expect(cards.length).toBeGreaterThan(0);
    for (const v of cards) expect(v.features.join(), v.name).toMatch(pattern);
    // The cars the sentence names are the cards.
    for (const v of cards) expect(r.reply.content).toContain(v.name);
  });

  it('after a vehicle answer, "does it have usb?" is that vehicle', () => {
    const r = talk('en', ['show me the suzuki jimny', 'does it have usb?']);
    expect(r.reply.content.startsWith('The Suzuki Jimny’s listed equipment')).toBe(true);
  });

  it('ISOFIX asked with a child seat: the extras answer, with the cars that list it', () => {
    const r = ask('do you have a car with isofix for a baby seat?');
    expect(r.intent).toBe('extras');
    expect(r.reply.content).toMatch(new RegExp(`^${listing(/isofix/i).length} of our vehicles`));
  });

  it("'where can we park?' stays the parking answer", () => {
    expect(ask('where can we park in naoussa?').intent).toBe('parking');
  });
});

describe('a detail held, asked about in the dialogue, is said back (thread)', () => {
  it.each([
    [
      'en',
      ['i want to book a car', 'tomorrow 10am to friday'],
      'what is the return date?',
      'booking_name',
    ],
    [
      'en',
      ['i want to book a car', 'tomorrow 10am to friday', 'Anna'],
      'which dates did you note?',
      'booking_email',
    ],
    [
      'it',
      ["vorrei prenotare un'auto", 'domani alle 10 fino a venerdì'],
      'che date avete segnato?',
      'booking_name',
    ],
  ] as const)(
    '%s %j then %j → the dates held, then the pending question',
    (lang, before, text, stage) => {
      const r = talk(lang, [...before, text]);
      expect(r.intent).toBe('booking');
      const texts = assistantLanguage(lang).texts.booking;
      const lines = r.reply.content.split('\n');
      expect(lines.at(-1)).toBe(texts.reminder[stage]);
      expect(lines.slice(0, -1).join('\n')).toContain(
        lang === 'en' ? 'Friday 6 March 2026' : 'venerdì 6 marzo 2026',
      );
      expect(r.context.conversationStage).toBe(stage);
    },
  );

  it("'what name did you put?' when asked the e-mail → the name held", () => {
    const r = talk('en', [
      'i want to book a car',
      'tomorrow 10am to friday',
      'Anna',
      'what name did you put?',
    ]);
    expect(r.reply.content).toBe("Name: Anna\nBack to your booking: what's your e-mail address?");
  });
});

describe('a day counted from today beside a date: the pickup and the return (audit 37)', () => {
  it.each([
    ['fr', "je voudrais réserver demain 10h jusqu'au 5 mars", '10:00'],
    ['fr', "une voiture de demain jusqu'au 5 mars", undefined],
    ['en', 'book from tomorrow 10am until 5 march', '10:00'],
    ['de', 'ich möchte morgen 10 Uhr bis 5. März buchen', '10:00'],
    ['it', 'vorrei prenotare domani alle 10 fino al 5 marzo', '10:00'],
  ] as const)('%s %j → 2 to 5 March', (lang, text, time) => {
    const { context } = ask(text, lang);
    expect(toIsoDate(context.pickupDate ?? '', now)).toBe('2026-03-02');
    expect(toIsoDate(context.returnDate ?? '', now)).toBe('2026-03-05');
    expect(context.pickupTime).toBe(time);
  });

  it("'next friday, 10 july': one day, never a pickup on Friday with a return in July", () => {
    const { context } = ask('a car next friday 10 july');
    expect(context.returnDate).toBeUndefined();
  });

  it("'tomorrow … 1 march' (today, before tomorrow): no range backwards", () => {
    const { context } = ask('a car tomorrow, or was it 1 march?');
    expect(context.returnDate).toBeUndefined();
  });
});

describe('times written the way people write them (audit 37)', () => {
  it.each([
    ['fr', 'une voiture demain 10h', '10:00'],
    ['fr', 'une voiture demain 14h30', '14:30'],
    ['fr', 'je voudrais réserver le 3 mars, retour 18h', undefined],
    ['it', "vorrei ritirare l'auto domani all'una", '13:00'],
    ['it', "domani all'una e mezza", '13:30'],
    ['de', 'morgen um 10 Uhr', '10:00'],
  ] as const)('%s %j → pickup at %s, said back', (lang, text, time) => {
    const r = ask(text, lang);
    expect(r.context.pickupTime).toBe(time);
    if (time)
      expect(r.reply.content).toContain(
        renderWith(assistantLanguage(lang), noteMessages.timesNoted(time, undefined)),
      );
  });

  it("'retour 18h' is the return's time", () => {
    expect(ask('je voudrais réserver le 3 mars, retour 18h', 'fr').context.returnTime).toBe(
      '18:00',
    );
  });

  it("'assistance 24h' is no time", () => {
    const r = ask('vous avez une assistance 24h ?', 'fr');
    expect(r.context.pickupTime).toBeUndefined();
    expect(r.context.returnTime).toBeUndefined();
  });

  it("'am 3. März 10 Uhr': the hour, not a return on the 10th", () => {
    const { context } = ask('am 3. März 10 Uhr', 'de');
    expect(context.pickupTime).toBe('10:00');
    expect(context.returnDate).toBeUndefined();
  });

  it("'dall'8 all'11 agosto' stays two days", () => {
    const { context } = ask("un'auto dall'8 all'11 agosto", 'it');
    expect(toIsoDate(context.pickupDate ?? '', now)).toBe('2026-08-08');
    expect(toIsoDate(context.returnDate ?? '', now)).toBe('2026-08-11');
    expect(context.pickupTime).toBeUndefined();
  });
});

describe('a late return: when the rental day ends, then the team (audit 37)', () => {
  it.each([
    ['en', 'what if I return the car late?'],
    ['en', "i'll be late returning the car, is there a fee?"],
    ['fr', 'si je rends la voiture en retard ?'],
    ['de', 'was passiert wenn ich das Auto zu spät zurückgebe?'],
    ['it', "se riporto l'auto in ritardo?"],
    ['el', 'τι γίνεται αν αργήσω να επιστρέψω το αυτοκίνητο;'],
    ['el', 'υπάρχει χρέωση για αργή επιστροφή'],
  ] as const)('%s %j → the rental day rule, then the contact answer', (lang, text) => {
    const r = ask(text, lang);
    expect(r.intent).toBe('contact');
    const rule = renderWith(assistantLanguage(lang), noteMessages.lateReturn);
    expect(rule).toContain(String(facts.rental.rentalDayHours));
    expect(r.reply.content.startsWith(rule)).toBe(true);
    expect(r.reply.content).toContain(business.phone.display);
  });

  it("'can I return the car late at night?' is out of office hours, no rental day running over", () => {
    const r = ask('can I return the car late at night?');
    expect(r.reply.content).not.toContain(
      renderWith(assistantLanguage('en'), noteMessages.lateReturn),
    );
  });

  it("a word of a keyword ending in '*' takes any ending ('riport* ... in ritardo')", () => {
    expect(ask('se la riporto in ritardo?', 'it').reply.content).toContain(
      renderWith(assistantLanguage('it'), noteMessages.lateReturn),
    );
  });
});

describe('a place given while another detail is asked is said back (audit 37)', () => {
  it.each([
    ['en', ['I want to book a car', 'Anna', 'pick up at the port instead of the airport']],
    ['fr', ['je veux réserver une voiture', 'Anne', 'plutôt au port']],
  ] as const)('%s %j → the place noted, then the e-mail asked', (lang, messages) => {
    const r = talk(lang, messages);
    const texts = assistantLanguage(lang).texts.booking;
    const [first, ...rest] = r.reply.content.split('\n');
    expect(first).toBe(
      texts.corrected('pickupLocation', assistantLanguage(lang).names.pickupLocations[19]),
    );
    expect(rest.join('\n')).toContain(texts.askEmail(undefined));
    expect(r.context.conversationStage).toBe('booking_email');
  });
});

describe('what fuel a vehicle takes, from the fleet (audit 37)', () => {
  const fuelOf = (name: string) => embeddedFleet.find((v) => v.name === name)!.fuel_type;

  it.each([
    ['en', 'what fuel does the panda take?', 'Fiat Panda', 'The Fiat Panda runs on petrol.'],
    ['en', 'is the fiat doblo diesel?', 'Fiat Doblo', 'The Fiat Doblo runs on diesel.'],
    ['fr', "la panda, c'est essence ou diesel ?", 'Fiat Panda', 'La Fiat Panda roule à l’essence.'],
    ['it', 'che carburante usa la fiat panda?', 'Fiat Panda', 'La Fiat Panda va a benzina.'],
  ] as const)('%s %j → its fuel first', (lang, text, name, line) => {
    const r = ask(text, lang);
    expect(r.reply.content.split('\n')[0]).toBe(line);
    expect(line).toContain(name);
    expect(['Petrol', 'Diesel']).toContain(fuelOf(name));
  });

  it("'is it petrol or diesel?' after the Jimny's answer: the Jimny's fuel", () => {
    const r = talk('en', ['show me the suzuki jimny', 'is it petrol or diesel?']);
    expect(
      r.reply.content.startsWith(
        `The Suzuki Jimny runs on ${fuelOf('Suzuki Jimny').toLowerCase()}.`,
      ),
    ).toBe(true);
  });

  it.each([
    ['en', 'petrol or diesel?'],
    ['de', 'Benzin oder Diesel?'],
    ['el', 'βενζίνη ή πετρέλαιο;'],
  ] as const)('%s %j → how many run on petrol, and the others named', (lang, text) => {
    const r = ask(text, lang);
    expect(r.intent).toBe('fuel');
    const others = embeddedFleet.filter((v) => v.fuel_type !== 'Petrol');
    expect(others.length).toBeGreaterThan(0);
    const first = r.reply.content.split('\n')[0]!;
    expect(first).toMatch(
      new RegExp(`^${embeddedFleet.length - others.length}\\D+${embeddedFleet.length}\\D`),
    );
    for (const v of others) expect(first).toContain(v.name);
  });

  it("el 'είναι πετρελαιοκίνητο το fiat doblo;' (no fuel keyword but the question) → its fuel", () => {
    const r = ask('είναι πετρελαιοκίνητο το fiat doblo;', 'el');
    expect(r.intent).toBe('fuel');
    expect(r.reply.content.split('\n')[0]).toBe('Το Fiat Doblo κινείται με πετρέλαιο (diesel).');
  });

  it("'is the jimny diesel?' names two vehicles: each one's fuel", () => {
    const first = ask('is the jimny diesel?').reply.content.split('\n')[0]!;
    const jimnys = embeddedFleet.filter((v) => /jimny/i.test(v.name));
    expect(jimnys.length).toBe(2);
    for (const v of jimnys)
      expect(first).toContain(`the ${v.name} runs on ${v.fuel_type.toLowerCase()}`);
  });

  it("'where is the nearest petrol station?' stays the fuel policy, without the fleet's fuels", () => {
    const r = ask('where is the nearest petrol station?');
    expect(r.intent).toBe('fuel');
    expect(r.reply.content).not.toMatch(/of our \d+ vehicles/);
  });
});

describe("'how much?' after the pickup points, with the dates held: the rental's price (audit 37)", () => {
  it.each([
    [
      'de',
      ['Hallo, wir brauchen ein Auto vom 3. bis 10. August, Abholung am Hafen', 'was kostet das?'],
    ],
    ['it', ['ci serve una macchina dal 20 al 27 agosto, ritiro al porto', 'quanto costa?']],
    ['en', ['we need a car from 3 to 10 august, pickup at the port', 'how much?']],
  ] as const)('%s %j → the price for the dates', (lang, messages) => {
    const first = talk(lang, [messages[0]]);
    expect(first.intent).toBe('locations');
    const r = talk(lang, messages);
    expect(r.intent).toBe('price');
    expect(r.reply.content).toMatch(/7\b/);
  });

  it("'how much does that cost?' after 'can you deliver to our hotel?' stays the delivery's cost", () => {
    expect(talk('en', ['can you deliver to our hotel?', 'how much does that cost?']).intent).toBe(
      'locations',
    );
  });
});

describe('a booking with a day from today starts the booking (audit 37)', () => {
  it.each([
    ['en', 'book a car from tomorrow to friday'],
    ['en', 'book a scooter for tomorrow'],
    ['fr', 'réserver une voiture de demain à vendredi'],
    ['de', 'ein Auto von morgen bis Freitag buchen'],
  ] as const)('%s %j → the name asked, tomorrow held', (lang, text) => {
    const r = ask(text, lang);
    expect(r.intent).toBe('booking');
    expect(r.context.conversationStage).toBe('booking_name');
    expect(toIsoDate(r.context.pickupDate ?? '', now)).toBe('2026-03-02');
  });

  it("'do you have a car available tomorrow?' stays the availability answer", () => {
    expect(ask('do you have a car available tomorrow?').intent).toBe('availability');
  });
});

describe('a booking that starts with details of the trip says them back before the name (audit 38)', () => {
  it.each([
    [
      'en',
      'I want to book a car from 12 to 19 August, pickup at the airport at 10am',
      [
        "Wonderful, let's get your booking started! Here's what I have so far:",
        'Pickup: 12 August (Wednesday 12 August 2026), 10:00 at the airport',
        'Return: 19 August (Wednesday 19 August 2026)',
        'Vehicle: car',
        "What's your name?",
      ],
    ],
    [
      'fr',
      "je veux réserver une voiture du 12 au 19 août à l'aéroport",
      [
        'Parfait, commençons votre réservation\u00a0! Voici ce que j’ai noté\u00a0:',
        'Prise en charge\u00a0: 12 août (mercredi 12 août 2026) à l’aéroport',
        'Retour\u00a0: 19 août (mercredi 19 août 2026)',
        'Véhicule\u00a0: voiture',
        'Quel est votre nom\u00a0?',
      ],
    ],
    [
      'de',
      'ich möchte ein Auto vom 3. bis 10. Juli buchen, Abholung am Hafen',
      [
        'Wunderbar, dann starten wir Ihre Buchung! Das habe ich bisher notiert:',
        'Abholung: 3. Juli (Freitag, 3. Juli 2026), Hafen Paros (Parikia)',
        'Rückgabe: 10. Juli (Freitag, 10. Juli 2026)',
        'Fahrzeug: Auto',
        'Wie ist Ihr Name?',
      ],
    ],
    [
      'it',
      "vorrei prenotare un'auto dal 5 al 12 agosto al porto di Parikia",
      [
        'Perfetto, iniziamo la prenotazione! Ecco cosa ho annotato finora:',
        'Ritiro: 5 agosto (mercoledì 5 agosto 2026), Porto di Paros (Parikia)',
        'Riconsegna: 12 agosto (mercoledì 12 agosto 2026)',
        'Veicolo: auto',
        'A che nome la faccio?',
      ],
    ],
    [
      'el',
      'θέλω να κλείσω αυτοκίνητο για 5 μέρες από 3 Αυγούστου στο αεροδρόμιο',
      [
        'Τέλεια, ας ξεκινήσουμε την κράτησή σας! Μέχρι στιγμής έχω σημειώσει:',
        'Παραλαβή: 3 Αυγούστου (Δευτέρα 3 Αυγούστου 2026) στο αεροδρόμιο',
        'Επιστροφή: Σάββατο 8 Αυγούστου 2026',
        'Όχημα: αυτοκίνητο',
        'Πώς σας λένε;',
      ],
    ],
  ] as const)('%s %j', (lang, text, lines) => {
    const r = ask(text, lang);
    expect(r.context.conversationStage).toBe('booking_name');
    expect(r.reply.content.split('\n')).toEqual(lines);
  });

  it('a place without its date is said as the pickup place', () => {
    expect(ask("I'd like to book a car, pick up at the airport").reply.content.split('\n')).toEqual(
      [
        "Wonderful, let's get your booking started! Here's what I have so far:",
        'Pickup: at the airport',
        'Vehicle: car',
        "What's your name?",
      ],
    );
  });

  it("'book now' with nothing else is the welcome as before", () => {
    expect(ask('book now').reply.content).toBe(
      "Wonderful, let's get your booking started! What's your name?",
    );
  });

  it.each([
    [
      'en',
      'book a scooter delivered to our hotel Lilly Residence in Naoussa',
      'Pickup: Paros Villas/Hotels (hotel Lilly Residence in Naoussa)',
    ],
    ['en', 'book a car with delivery to the port', 'Pickup: Paros Port (Parikia)'],
    ['en', 'I want to book a scooter delivered to my hotel', 'Pickup: Paros Villas/Hotels (hotel)'],
    [
      'fr',
      'je voudrais réserver un scooter livré à mon hôtel',
      'Prise en charge\u00a0: Villas/hôtels à Paros (hôtel)',
    ],
    [
      'it',
      'vorrei prenotare uno scooter consegnato al mio hotel',
      'Ritiro: Ville/hotel a Paros (hotel)',
    ],
  ] as const)('%s %j: the booking starts with the delivery place', (lang, text, line) => {
    const r = ask(text, lang);
    expect(r.intent).toBe('booking');
    expect(r.context.conversationStage).toBe('booking_name');
    expect(r.reply.content.split('\n')).toContain(line);
  });

  it('a question about delivery with a booking word still gets the pickup points first', () => {
    const r = ask('i want to book a car, can you deliver it to the airport?');
    expect(r.intent).toBe('locations');
    expect(r.reply.content).toContain('Paros Airport (PAS)');
    expect(r.reply.content.split('\n').at(-1)).toBe("What's your name?");
  });
});

describe('a start phrase once the name is already asked reminds, not welcomes again (audit 38)', () => {
  it.each([
    [
      'de',
      ['brauchen ein Auto vom 10. bis 17. August', 'ok buchen', 'was kostet das?', 'ok buchen'],
      'Zurück zu Ihrer Buchung: Wie ist Ihr Name?',
    ],
    ['en', ['book now', 'book now'], "Back to your booking: what's your name?"],
  ] as const)('%s %j', (lang, messages, line) => {
    const r = talk(lang, messages);
    expect(r.context.conversationStage).toBe('booking_name');
    expect(r.reply.content).toBe(line);
  });
});

describe('the booking keeps the thread through times, pickup words and names (audit 38)', () => {
  const booked = {
    en: [
      'book a car from 5 to 12 september, pickup 8pm',
      'Tom Berg',
      'tom@gmx.net',
      '+46 70 123 45 67',
    ],
    fr: [
      'réserver une voiture du 5 au 12 septembre, prise en charge à 20h',
      'Tom Berg',
      'tom@gmx.net',
      '+46 70 123 45 67',
    ],
    de: [
      'ein Auto vom 5. bis 12. September buchen, Abholung 20 Uhr',
      'Tom Berg',
      'tom@gmx.net',
      '+46 70 123 45 67',
    ],
    it: [
      "prenotare un'auto dal 5 al 12 settembre, ritiro alle 20",
      'Tom Berg',
      'tom@gmx.net',
      '+46 70 123 45 67',
    ],
  } as const;

  it.each([
    ['de', 'ein Auto vom 5. bis 12. September buchen, Abholung 20 Uhr'],
    ['it', "prenotare un'auto dal 5 al 12 settembre, ritiro alle 20"],
  ] as const)('%s %j starts the booking with the pickup time', (lang, text) => {
    const r = ask(text, lang);
    expect(r.intent).toBe('booking');
    expect(r.context.conversationStage).toBe('booking_name');
    expect(r.context.pickupTime).toBe('20:00');
  });

  it.each([
    ['en', 'can we pick it up at 9pm instead?', '21:00', 'Done, your pickup time is now 21:00.'],
    [
      'fr',
      'on peut la récupérer à 19h plutôt ?',
      '19:00',
      'C’est fait, votre heure de prise en charge est maintenant 19:00.',
    ],
    [
      'de',
      'können wir es stattdessen um 19 Uhr abholen?',
      '19:00',
      'Erledigt: Ihre Abholzeit ist jetzt 19:00.',
    ],
    ['it', 'possiamo ritirarla alle 19 invece?', '19:00', 'Fatto, l’ora di ritiro è ora 19:00.'],
  ] as const)('%s: at the summary, %j changes the pickup time', (lang, text, time, line) => {
    const r = talk(lang, [...booked[lang], text]);
    expect(r.context.conversationStage).toBe('booking_confirm');
    expect(r.context.pickupTime).toBe(time);
    expect(r.reply.content.split('\n')[0]).toBe(line);
  });

  it("'can we pick up at 11pm?' at the summary still only asks", () => {
    const r = talk('en', [...booked.en, 'can we pick up at 11pm?']);
    expect(r.context.pickupTime).toBe('20:00');
  });

  it.each([
    ['de', ['brauchen ein Auto vom 5. bis 12. September', 'Tom Berg'], 'Tom Berg'],
    ['it', ["ci serve un'auto dal 5 al 12 settembre", 'Marco Rossi'], 'Marco Rossi'],
  ] as const)('%s: a surname that was a topic word is the name (%j)', (lang, messages, name) => {
    const r = talk(lang, messages);
    expect(r.intent).toBe('booking');
    expect(r.context.name).toBe(name);
  });

  it.each([
    ['de', 'sind die Straßen bergig?', 'roads'],
    ['de', 'schafft ein 50er Roller den Berg hoch?', 'roads'],
    ['it', 'quante marce ha la panda?', 'transmission'],
  ] as const)('%s %j is still %s', (lang, text, intent) => {
    expect(ask(text, lang).intent).toBe(intent);
  });
});

describe("an ordinal right after a word for the return is the return's day (audit 38)", () => {
  it.each([
    [
      'en',
      'Hi! Me and my wife arrive Paros ferry 5th sept evening around 8pm, leaving 12th morning',
      '2026-09-12',
    ],
    ['en', 'we arrive 5th sept and leave 12th', '2026-09-12'],
    ['en', 'arriving sept 5, back 14th', '2026-09-14'],
    ['en', 'from 5 september until 21st', '2026-09-21'],
    ['fr', 'on arrive le 5 septembre, leaving 12th', '2026-09-12'],
  ] as const)('%s %j', (lang, text, iso) => {
    const r = ask(text, lang);
    expect(toIsoDate(r.context.returnDate ?? '', now)).toBe(iso);
  });
});

describe("Greek 'κλείστο' (book it) is no 'closed' (audit 38)", () => {
  it("'εντάξει, κλείστο' after the noted trip starts the booking", () => {
    const r = talk('el', [
      'καλησπέρα, θα ήθελα ένα σκούτερ 125 για 4 μέρες από 10 Ιουλίου',
      'εντάξει, κλείστο',
    ]);
    expect(r.intent).toBe('booking');
    expect(r.context.conversationStage).toBe('booking_name');
    expect(r.reply.content.split('\n').at(-1)).toBe('Πώς σας λένε;');
  });

  it.each(['είστε κλειστά την Κυριακή;', 'είστε κλειστοί τα Χριστούγεννα;'])(
    '%j is still the contact answer',
    (text) => {
      expect(ask(text, 'el').intent).toBe('contact');
    },
  );
});

describe("the hotel's name given once its point is held changes the place (audit 38)", () => {
  it.each([
    [
      'it',
      [
        'buongiorno, cerchiamo 2 scooter dal 1 al 7 agosto',
        'consegna in hotel a Naoussa?',
        'Giulia Verdi',
        'giulia@gmail.com',
        '+39 333 1234567',
        'hotel Senia, Naoussa',
      ],
      'hotel Senia, Naoussa',
      'Fatto, il luogo di ritiro è ora Ville/hotel a Paros (hotel Senia, Naoussa).',
    ],
    [
      'en',
      [
        'book a car from 1 to 7 august, delivered to our hotel in Naoussa',
        'Anna Berg',
        'anna@x.com',
        '+46 70 123 45 67',
        'the hotel is Senia Hotel',
      ],
      'Senia Hotel',
      'Done, your pickup place is now Paros Villas/Hotels (Senia Hotel).',
    ],
  ] as const)('%s %j', (lang, messages, note, line) => {
    const r = talk(lang, messages);
    expect(r.context.conversationStage).toBe('booking_confirm');
    expect(r.context.pickupNote).toBe(note);
    expect(r.reply.content.split('\n')[0]).toBe(line);
  });
});

describe('a booking that starts with the name and the trip says the trip back before the e-mail (audit 38)', () => {
  it.each([
    [
      'en',
      "Hi, I'm Anna Berg, I'd like to book a car from 1 to 5 July at the airport",
      [
        "Nice to meet you, Anna Berg! Here's what I have so far:",
        'Pickup: 1 July (Wednesday 1 July 2026) at the airport',
        'Return: 5 July (Sunday 5 July 2026)',
        'Vehicle: car',
        "What's your e-mail address? Our team will send the confirmation there.",
      ],
    ],
    [
      'de',
      'Hallo, ich bin Stefan Müller und möchte ein Auto vom 3. bis 10. Juli buchen',
      [
        'Schön, Sie kennenzulernen, Stefan Müller! Das habe ich bisher notiert:',
        'Abholung: 3. Juli (Freitag, 3. Juli 2026)',
        'Rückgabe: 10. Juli (Freitag, 10. Juli 2026)',
        'Fahrzeug: Auto',
        'Wie lautet Ihre E-Mail-Adresse? Dorthin schickt unser Team die Bestätigung.',
      ],
    ],
    [
      'el',
      'Γεια, με λένε Νίκο Παππά, θέλω να κλείσω αυτοκίνητο από 1 έως 8 Αυγούστου',
      [
        'Χάρηκα, Νίκο! Μέχρι στιγμής έχω σημειώσει:',
        'Παραλαβή: 1 Αυγούστου (Σάββατο 1 Αυγούστου 2026)',
        'Επιστροφή: 8 Αυγούστου (Σάββατο 8 Αυγούστου 2026)',
        'Όχημα: αυτοκίνητο',
        'Ποιο είναι το e-mail σας; Εκεί θα σας στείλει η ομάδα μας την επιβεβαίωση.',
      ],
    ],
  ] as const)('%s %j', (lang, text, lines) => {
    const r = ask(text, lang);
    expect(r.context.conversationStage).toBe('booking_email');
    expect(r.reply.content.split('\n')).toEqual(lines);
  });

  it('with the e-mail too, before the phone', () => {
    const r = ask('my name is Tom, email tom@x.com, book a car 1-5 july');
    expect(r.context.conversationStage).toBe('booking_phone');
    expect(r.reply.content.split('\n').slice(0, 2)).toEqual([
      "Thanks! Here's what I have so far:",
      'Pickup: 1 july (Wednesday 1 July 2026)',
    ]);
  });

  it('the name alone once the booking has started is greeted as before', () => {
    expect(talk('en', ['book a car from 1 to 5 july', 'Anna Berg']).reply.content).toBe(
      "Nice to meet you, Anna Berg! What's your e-mail address? Our team will send the confirmation there.",
    );
  });
});

describe('a counted or numeric pickup is said back as its day when the return is asked (audit 38)', () => {
  it.each([
    [
      'fr',
      ['réserver un quad pour demain', 'Luc Moreau', 'luc@x.fr', '+33 6 12 34 56 78'],
      'C’est noté, prise en charge le lundi 2 mars 2026. Et votre date de retour\u00a0?',
    ],
    [
      'en',
      ['book a scooter for tomorrow', 'Sam Lee', 'sam@x.com', '+44 7700 900555'],
      'Got it, pickup on Monday 2 March 2026. And your return date?',
    ],
  ] as const)('%s %j', (lang, messages, line) => {
    expect(talk(lang, messages).reply.content).toBe(line);
  });
});

describe("'tomorrow … and leave in 10 days': the pickup tomorrow, the return counted from today (audit 38)", () => {
  it.each([
    ['en', 'we arrive tomorrow and leave in 10 days'],
    ['fr', 'on arrive demain et on repart dans 10 jours'],
    ['de', 'wir kommen morgen an und fahren in 10 Tagen wieder'],
    ['it', 'arriviamo domani e ripartiamo tra 10 giorni'],
  ] as const)('%s %j', (lang, text) => {
    const r = ask(text, lang);
    expect(toIsoDate(r.context.pickupDate ?? '', now)).toBe('2026-03-02');
    expect(toIsoDate(r.context.returnDate ?? '', now)).toBe('2026-03-11');
  });

  it('the dates noted are said as days, not as 02/03/2026', () => {
    expect(ask('we arrive tomorrow and leave in 10 days').reply.content).toContain(
      "I've noted your dates: Monday 2 March 2026 to Wednesday 11 March 2026.",
    );
  });

  it("'in 2 weeks for 5 days' is still a pickup in 2 weeks for 5 days", () => {
    const r = ask('in 2 weeks for 5 days');
    expect(toIsoDate(r.context.pickupDate ?? '', now)).toBe('2026-03-15');
    expect(toIsoDate(r.context.returnDate ?? '', now)).toBe('2026-03-20');
  });
});

describe('audit 39: whole dialogues the way tourists type them', () => {
  const summary = [
    'book a car 10 aug to 15 aug',
    'John Smith',
    'john@smith.com',
    '+44 7700 900111',
  ];

  it("a name given with the trip does not stop 'yes book it' from starting the booking", () => {
    const r = talk('en', [
      'hi im sarah, we land at paros airport on june 3rd at 14:30 and leave june 10 at 18:00, need an automatic car for 2 adults 2 kids',
      'yes book it',
    ]);
    expect(r.context.conversationStage).toBe('booking_email');
    expect(r.context.name).toBe('Sarah');
    expect(r.reply.content).toContain(
      'Pickup: june 3rd (Wednesday 3 June 2026), 14:30 at the airport',
    );
    expect(r.reply.content).toMatch(/e-mail address\?/);
  });

  it.each([
    ['en', ['book a car', 'parikia', 'tommorow'], '2026-03-02'],
    ['it', ['vorrei prenotare uno scooter', 'domani', 'no scusa dopodomani'], '2026-03-03'],
    ['de', ['ich möchte einen roller buchen', 'morgen'], '2026-03-02'],
    ['de', ['ich möchte einen roller buchen', 'nein übermorgen'], '2026-03-03'],
    ['el', ['θέλω να κλείσω ένα αυτοκίνητο', 'μεθαύριο'], '2026-03-03'],
  ] as const)(
    'a day counted from today is no name when the name is asked: %s %j',
    (lang, messages, day) => {
      const r = talk(lang, messages);
      expect(r.context.name).toBeUndefined();
      expect(r.context.conversationStage).toBe('booking_name');
      expect(toIsoDate(r.context.pickupDate ?? '', now)).toBe(day);
    },
  );

  it.each([
    ['en', 'return the 28th'],
    ['en', 'bring it back on the 28th'],
  ] as const)(
    'a return day said while the name is asked replaces the held one: %s %j',
    (lang, text) => {
      const r = talk(lang, ['book car 20 aug to 27 aug', text]);
      expect(toIsoDate(r.context.returnDate ?? '', now)).toBe('2026-08-28');
      expect(toIsoDate(r.context.pickupDate ?? '', now)).toBe('2026-08-20');
      expect(r.context.conversationStage).toBe('booking_name');
      expect(r.reply.content).toContain('Friday 28 August 2026');
    },
  );

  it.each([
    ['en', ['i want to book a car', 'the 10th', 'for 5 days']],
    ['fr', ['je veux réserver une voiture', 'le 10', 'pour 5 jours']],
    ['de', ['ich möchte ein auto buchen', 'am 10.', 'für 5 Tage']],
    ['it', ['vorrei prenotare una macchina', 'il 10', 'per 5 giorni']],
  ] as const)(
    'a day alone in the dialogue is the pickup, and a length then the return: %s %j',
    (lang, messages) => {
      const r = talk(lang, messages);
      expect(toIsoDate(r.context.pickupDate ?? '', now)).toBe('2026-03-10');
      expect(toIsoDate(r.context.returnDate ?? '', now)).toBe('2026-03-15');
      expect(r.context.name).toBeUndefined();
    },
  );

  it.each(['wait whats the cancellation policy', 'wait whats the deposit'])(
    'at the summary %j is answered, and the booking is confirmed after it',
    (question) => {
      const asked = talk('en', [...summary, question]);
      expect(asked.context.conversationStage).toBe('booking_confirm');
      expect(asked.reply.content).not.toMatch(/What would you like to change/);
      expect(asked.reply.content).toContain("Back to your booking: say 'confirm booking'");
      expect(talk('en', [...summary, question, 'ok confirm']).context.conversationStage).toBe(
        'booking_done',
      );
    },
  );

  it.each(['ok confirm', "nothing, it's fine", 'yes'])(
    "after 'change' with every detail held, %j confirms: nothing to change",
    (text) => {
      const r = talk('en', [...summary, 'change', text]);
      expect(r.context.conversationStage).toBe('booking_done');
      expect(r.reply.content).toMatch(/Your booking request is complete/);
    },
  );

  it.each([
    ['de', 'muss ich volltanken bei rückgabe', 'fuel'],
    ['en', 'what if i crash the scooter', 'breakdown'],
    ['en', 'what if i crash', 'breakdown'],
    ['en', 'any discount if i book now for august', 'offers'],
    ['en', 'is it cheaper to book online', 'offers'],
  ] as const)('%s %j is the %s answer (and starts no booking)', (lang, text, intent) => {
    const r = ask(text, lang);
    expect(r.intent).toBe(intent);
    expect(r.context.conversationStage).toBe('initial');
  });

  it.each([
    ['en', 'can u bring scooter there on 7/7 morning', '2026-07-07'],
    ['en', 'we arrive on 24/7', '2026-07-24'],
    ['fr', 'un scooter le 7/7', '2026-07-07'],
  ] as const)("'7/7' and '24/7' after a date word are days: %s %j", (lang, text, day) => {
    expect(toIsoDate(ask(text, lang).context.pickupDate ?? '', now)).toBe(day);
  });

  it("'24/7 support' and 'open 7/7?' stay no date", () => {
    for (const text of ['is there 24/7 support', 'are you open 7/7?'])
      expect(ask(text).context.pickupDate, text).toBeUndefined();
  });

  it.each([
    ['sorry i meant the 16th', { pickupDate: '2026-08-16', returnDate: '2026-08-20' }],
    ['sorry i meant the 19th', { pickupDate: '2026-08-15', returnDate: '2026-08-19' }],
  ] as const)('a corrected day moves the nearer end: %j', (text, dates) => {
    const r = talk('en', ['rent car 15/8-20/8', text]);
    expect(toIsoDate(r.context.pickupDate ?? '', now)).toBe(dates.pickupDate);
    expect(toIsoDate(r.context.returnDate ?? '', now)).toBe(dates.returnDate);
  });

  it.each([
    ['en', 'we are 3 adults and a baby', 4],
    ['de', 'wir sind 2 Erwachsene und ein Baby', 3],
  ] as const)('a baby beside the adults counted is one of the party: %s %j', (lang, text, n) => {
    const r = talk(lang, [...summary, text]);
    expect(r.context.passengers).toBe(n);
    expect(r.context.childSeats).toBe(1);
  });

  it.each([
    ['en', 'we arrive 14 july by ferry at parikia'],
    ['en', 'we arrive by ferry on 14 july'],
    ['fr', 'on arrive en ferry le 14 juillet'],
    ['de', 'wir kommen mit der fähre am 14.7. in parikia an'],
    ['it', 'arriviamo in traghetto il 14 luglio'],
    ['el', 'φτάνουμε με το πλοίο στις 14 Ιουλίου'],
  ] as const)('arriving by ferry is the pickup at Paros port: %s %j', (lang, text) => {
    const r = ask(text, lang);
    expect(r.context.pickupPoint).toBe(19);
    expect(toIsoDate(r.context.pickupDate ?? '', now)).toBe('2026-07-14');
  });

  it("'what time is the last ferry' places no pickup", () => {
    expect(ask('what time is the last ferry').context.pickupPoint).toBeUndefined();
  });

  it.each([
    ['it', 'posso portare il quad ad antiparos'],
    ['fr', 'je peux emmener le quad à antiparos ?'],
  ] as const)('taking the vehicle to Antiparos gets the ferry permission: %s %j', (lang, text) => {
    const r = ask(text, lang);
    expect(r.intent).toBe('antiparos');
    expect(r.reply.content).toContain('31');
  });

  it('Greek says a day held as its weekday without the article of a time ("παραλαβή: Δευτέρα …")', () => {
    const r = talk('el', [
      'θέλω να κλείσω αυτοκίνητο αύριο',
      'Νίκος',
      'nikos@x.gr',
      '+30 694 000 0000',
    ]);
    expect(r.reply.content).toContain('Εντάξει, παραλαβή: Δευτέρα 2 Μαρτίου 2026.');
    expect(r.reply.content).not.toContain('στις Δευτέρα');
  });

  it.each([
    [
      'en',
      ['book a car', 'John', 'pickup at the port'],
      'Done, your pickup place is now Paros Port (Parikia).',
    ],
    [
      'de',
      ['ein auto buchen', 'Hans Müller', 'abholung am hafen'],
      'Erledigt: Ihr Abholort ist jetzt Hafen Paros (Parikia).',
    ],
    [
      'it',
      ['prenotare una macchina', 'Luca Rossi', 'ritiro al porto'],
      'Fatto, il luogo di ritiro è ora Porto di Paros (Parikia).',
    ],
    [
      'en',
      ['book a car', 'John', 'john@x.com', '+44 7700 900111', 'pickup at naoussa hotel'],
      'Done, your pickup place is now Paros Villas/Hotels (naoussa hotel).',
    ],
  ] as const)(
    'a pickup place said in the dialogue is said back, then the question (not the list of points): %s %j',
    (lang, messages, line) => {
      const r = talk(lang, messages);
      expect(r.intent).toBe('booking');
      expect(r.reply.content.split('\n')[0]).toBe(line);
      expect(r.reply.content).not.toContain('•');
    },
  );

  it("a question about the pickup place in the dialogue still gets the points: 'where is the pickup at the port?'", () => {
    expect(talk('en', ['book a car', 'John', 'where is the pickup at the port?']).intent).toBe(
      'locations',
    );
  });

  it.each([
    ['en', 'can i rent a car at 20', 'Sorry, at 20'],
    ['en', 'can i rent a scooter at 18', 'Sorry, at 18'],
    ['en', 'is 72 too old to rent', 'At 72 you meet'],
    ['fr', 'on peut louer a 18 ans?', 'Désolée, à 18 ans'],
    ['de', 'kann man mit 20 ein auto mieten?', 'Leider liegen Sie mit 20 Jahren'],
    ['it', 'a 18 anni posso noleggiare uno scooter?', 'Ci dispiace, a 18 anni'],
  ] as const)(
    'an age said after the rental words is answered with the age rule: %s %j',
    (lang, text, start) => {
      const r = ask(text, lang);
      expect(r.intent).toBe('licence');
      expect(r.reply.content.startsWith(start)).toBe(true);
    },
  );

  it("'rent a car at 20:00' and 'rent a scooter at 8pm' state no age", () => {
    for (const text of ['can i rent a car at 20:00', 'rent a scooter at 8pm'])
      expect(ask(text).intent, text).not.toBe('licence');
  });

  it("'ab wieviel jahren kann man mieten' asks the minimum age", () => {
    expect(ask('ab wieviel jahren kann man mieten', 'de').intent).toBe('licence');
  });

  it.each([
    ['en', 'whats ur address'],
    ['en', 'address?'],
    ['en', 'where r u located'],
    ['fr', 'adresse?'],
    ['it', 'indirizzo?'],
    ['de', 'adresse?'],
  ] as const)('the office address typed short: %s %j', (lang, text) => {
    expect(ask(text, lang).reply.content).toContain('Antiparos Port, Antiparos 840 07');
  });

  it.each([
    ['en', 'can i pay deposit cash', "Cash won't do for the deposit"],
    ['fr', 'et la caution en liquide?', 'Pas d’espèces pour la caution'],
    ['de', 'kaution in bar möglich?', 'Bar geht für die Kaution leider nicht'],
    ['it', 'posso lasciare la cauzione in contanti?', 'i contanti purtroppo non vanno bene'],
    ['el', 'η εγγύηση με μετρητά γίνεται;', 'δεν γίνεται με μετρητά'],
  ] as const)('a deposit in cash gets a clear no: %s %j', (lang, text, no) => {
    expect(ask(text, lang).reply.content).toContain(no);
  });

  it("'can i pay cash' (the rental, not the deposit) gets no such no", () => {
    expect(ask('can i pay cash').reply.content).not.toContain("Cash won't do");
  });

  it.each([
    ['en', 'cave opening hours', "Antiparos' cave is open from 10:00 to 15:00 and admission is €6"],
    ['fr', 'horaires de la grotte d antiparos', 'ouverte de 10:00 à 15:00, entrée 6\u00a0€'],
    ['de', 'wann ist die höhle auf antiparos geöffnet', 'von 10:00 bis 15:00 Uhr geöffnet'],
    ['it', 'orari della grotta di antiparos', 'aperta dalle 10:00 alle 15:00'],
    ['el', 'τι ώρες είναι ανοιχτό το σπήλαιο;', 'από τις 10:00 έως τις 15:00'],
  ] as const)("the cave's hours, not the office's: %s %j", (lang, text, line) => {
    const r = ask(text, lang);
    expect(r.intent).toBe('antiparos');
    expect(r.reply.content).toContain(line);
  });

  it.each([
    ['en', 'is it windy in august meltemi'],
    ['en', 'meltemi'],
    ['de', 'ist es im august windig'],
    ['el', 'fysaei poly ton avgousto'],
  ] as const)(
    'the wind, which the facts do not cover, goes to the team (not the season pitch): %s %j',
    (lang, text) => {
      const r = ask(text, lang);
      expect(r.intent).toBe('contact');
      expect(r.reply.content).toContain(business.phone.display);
    },
  );

  it.each([
    ['en', 'i scratched the car on a wall'],
    ['en', 'small chip in the windscreen'],
    ['fr', 'jai raye la voiture sur un mur'],
    ['de', 'ich habe das auto zerkratzt'],
    ['it', 'ho graffiato la macchina'],
    ['el', 'τράκαρα με το αυτοκίνητο'],
  ] as const)('damage to report gets the 24/7 help (not the car pitch): %s %j', (lang, text) => {
    expect(ask(text, lang).intent).toBe('breakdown');
  });

  it.each([
    ['en', 'can i return the car after 9pm', 'for a pickup or return outside those hours'],
    ['it', 'riconsegna dopo le 21 possibile?', 'ufficio'],
    ['el', 'μπορω να γυρισω το αμαξι αργοτερα', 'Μία ημέρα ενοικίασης διαρκεί 24 ώρες'],
  ] as const)('a return after hours or later is answered: %s %j', (lang, text, line) => {
    const r = ask(text, lang);
    expect(r.intent).toBe('contact');
    expect(r.reply.content).toContain(line);
  });

  it.each([
    ['en', ['what is the minimum age', 'is 25 ok'], 'At 25 you meet'],
    ['en', ['can i rent a car at 20', 'what about 25?'], 'At 25 you meet'],
    ['fr', ['âge minimum ?', 'et à 19 ans ?'], 'Désolée, à 19 ans'],
  ] as const)(
    'an age alone right after the age rule is that age: %s %j',
    (lang, messages, start) => {
      const r = talk(lang, messages);
      expect(r.intent).toBe('licence');
      expect(r.reply.content.startsWith(start)).toBe(true);
    },
  );

  it("after the age rule, 'for 18 months' and '20 people' are no age", () => {
    expect(talk('en', ['minimum age?', 'for 18 months']).reply.content).not.toMatch(/At 18|at 18/);
    expect(talk('en', ['licence rules', '20 people']).reply.content).not.toMatch(/At 20|at 20/);
  });

  it.each([
    [
      'en',
      'do i need an idp with a uk licence yes or no',
      'United Kingdom: outside the EU, so bring an international driving licence',
    ],
    ['en', 'im australian is my licence ok', 'Australia: outside the EU'],
    [
      'en',
      'i am italian, is necessary international licence?',
      'Italy: in the EU, so your national driving licence is enough.',
    ],
    [
      'fr',
      'je suis belge mon permis est valable?',
      'Belgique : pays de l’UE, votre permis national suffit.',
    ],
    [
      'de',
      'brauche ich als amerikaner einen internationalen führerschein',
      'Vereinigte Staaten: kein EU-Land',
    ],
    ['it', 'sono svizzero, serve la patente internazionale?', 'Svizzera: paese fuori dall’UE'],
    ['el', 'χρειάζομαι διεθνές δίπλωμα; είμαι από την Αγγλία', 'Ηνωμένο Βασίλειο: χώρα εκτός ΕΕ'],
  ] as const)('the licence rule applied to the country named: %s %j', (lang, text, line) => {
    const r = ask(text, lang);
    expect(r.intent).toBe('licence');
    expect(r.reply.content.startsWith(line)).toBe(true);
    expect(r.context.name).toBeUndefined();
  });

  it("'do you speak english' and a licence question naming no country get no country line", () => {
    expect(ask('do you speak english').intent).not.toBe('licence');
    expect(ask('do i need an international licence').reply.content).toMatch(
      /^Here's what you need/,
    );
  });

  it.each([
    [
      'en',
      'can i pick up in paros and drop off in antiparos',
      'You can return the vehicle on Antiparos, as at any of our points below',
    ],
    [
      'de',
      'kann ich das auto in antiparos zurückgeben',
      'Sie können das Fahrzeug auf Antiparos zurückgeben',
    ],
  ] as const)('a return on Antiparos is answered: %s %j', (lang, text, line) => {
    expect(ask(text, lang).reply.content.startsWith(line)).toBe(true);
  });

  it("'pick up in antiparos and drop off in paros' says no return on Antiparos", () => {
    expect(ask('pick up in antiparos and drop off in paros').reply.content).not.toContain(
      'return the vehicle on Antiparos',
    );
  });

  it.each([
    ['it', 'c è molto vento in estate per lo scooter'],
    ['en', 'can we smoke in the car in summer'],
  ] as const)(
    'what the facts do not settle goes to the team even beside a season word: %s %j',
    (lang, text) => {
      expect(ask(text, lang).intent).toBe('contact');
    },
  );

  it("'the 10th at 9am' in the dialogue is the pickup day and its hour", () => {
    const r = talk('en', ['book a car', 'the 10th at 9am']);
    expect(toIsoDate(r.context.pickupDate ?? '', now)).toBe('2026-03-10');
    expect(r.context.pickupTime).toBe('09:00');
  });

  it("the ferry's fare is said per person (a car's crossing is the permission)", () => {
    expect(ask('how much is the ferry for a car to antiparos').reply.content).toContain(
      'costs €2 a person',
    );
  });
});
