/**
 * Marcia addresses a Greek visitor by the first name in the vocative (src/locales/el/assistant/
 * vocative.ts): 'Χάρηκα, Γιώργο!', not the nominative 'Χάρηκα, Γιώργος!'.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { elAddress, elNominative } from '../../src/locales/el/assistant/vocative';
import { initialContext, loadAssistantLanguage, respond } from '../../src/lib/assistant';
import { embeddedFleet } from './fixtures';

describe('elAddress', () => {
  it.each([
    ['Γιώργος Παπαδόπουλος', 'Γιώργο'],
    ['Νίκος', 'Νίκο'],
    ['Νικος', 'Νικο'],
    ['Παύλος', 'Παύλο'],
    ['Χρήστος', 'Χρήστο'],
    ['Θεόδωρος', 'Θεόδωρε'],
    ['Νικόλαος', 'Νικόλαε'],
    ['Αλέξανδρος', 'Αλέξανδρε'],
    ['Δημήτριος', 'Δημήτριε'],
    ['Κώστας', 'Κώστα'],
    ['Ανδρέας', 'Ανδρέα'],
    ['Γιάννης Κ.', 'Γιάννη'],
    ['Μαρία Παπαδοπούλου', 'Μαρία Παπαδοπούλου'],
    ['Ελένη', 'Ελένη'],
    ['John Smith', 'John Smith'],
  ])('%s → %s', (name, addressed) => {
    expect(elAddress(name)).toBe(addressed);
  });
});

describe('the Greek dialogue addresses the visitor in the vocative', () => {
  beforeAll(async () => {
    await loadAssistantLanguage('el');
  });

  it('greets and thanks by the first name, and keeps the full name in the summary', () => {
    const rs = talk([
      'κράτηση τώρα',
      'Γιώργος Παπαδόπουλος',
      'g@example.gr',
      '6941234567',
      '10 με 15 αυγούστου',
      'επιβεβαίωση κράτησης',
    ]);
    const replies = rs.map((r) => r.reply.content);
    expect(replies[1]).toMatch(/^Χάρηκα, Γιώργο!/);
    expect(replies[4]).toContain('Γιώργος Παπαδόπουλος');
    expect(replies[5]).toMatch(/^Ευχαριστώ, Γιώργο!/);
    expect(rs.at(-1)!.context.name).toBe('Γιώργος Παπαδόπουλος');
  });
});

/** The replies to messages said one after the other on the Greek page. */
function talk(messages: readonly string[]) {
  const now = new Date(Date.UTC(2026, 2, 1, 12));
  let context = initialContext();
  return messages.map((m) => {
    const r = respond(m, context, embeddedFleet, { now, lang: 'el' });
    context = r.context;
    return r;
  });
}

describe('a man\'s name after "με λένε" is stored in the nominative (twenty-ninth session audit)', () => {
  beforeAll(async () => {
    await loadAssistantLanguage('el');
  });

  it.each([
    ['Γιώργο', 'Γιώργος'],
    ['Νίκο', 'Νίκος'],
    ['Γιώργο Παπαδάκη', 'Γιώργος Παπαδάκης'],
    ['Θεόδωρο Παπαδόπουλο', 'Θεόδωρος Παπαδόπουλος'],
    ['Μαρία Παπαδάκη', 'Μαρία Παπαδάκη'],
    ['Ελένη', 'Ελένη'],
    ['John Smith', 'John Smith'],
  ])('%s → %s', (said, name) => {
    expect(elNominative(said)).toBe(name);
  });

  it('the dialogue holds the nominative and greets with the vocative', () => {
    const rs = talk(['κράτηση', 'με λένε Γιώργο Παπαδάκη']);
    expect(rs.at(-1)!.context.name).toBe('Γιώργος Παπαδάκης');
    expect(rs.at(-1)!.reply.content).toContain('Χάρηκα, Γιώργο!');
  });

  it('outside a booking the greeting uses the vocative too', () => {
    const r = talk(['με λένε Γιώργο']).at(-1)!;
    expect(r.reply.content).toContain('Γιώργο!');
    expect(r.reply.content).not.toContain('Γιώργος!');
  });
});

describe('a Greek name written surname first, as on forms (twenty-ninth session audit)', () => {
  it.each([
    ['Παπαδόπουλος Ιωάννης', 'Ιωάννη'],
    ['Ραφαηλίδης Γιάννης', 'Γιάννη'],
    ['Παπαδάκης Νίκος', 'Νίκο'],
    ['Γιώργος Παπαδόπουλος', 'Γιώργο'],
    ['Παπαδοπούλου Μαρία', 'Παπαδοπούλου Μαρία'],
  ])('%s is addressed as %s', (name, addressed) => {
    expect(elAddress(name)).toBe(addressed);
  });
});
