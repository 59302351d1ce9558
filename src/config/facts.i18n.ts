/**
 * The wording of the text-valued facts in French, German and Italian (docs/requirements.md, "Four
 * languages"). Figures stay in `facts.ts` and are shared by every language; only the facts whose
 * value is English words (`'non-refundable'`, `'2-4 hours'`, `'March 2023'`) get a translation
 * here, so that content and UI strings quoting them (`{{cancellation.terms}}`) read naturally in
 * each language.
 *
 * {@link factsFor} merges a language's wording over the English facts.
 */
import type { Lang } from '../i18n/routing';
import { facts, type Facts } from './facts';

/** The text-valued facts one language rewords. */
export interface FactWording {
  claims: {
    customers: string;
    languages: readonly string[];
    assistantResponse: string;
    assistantCost: string;
  };
  contactReply: { businessHours: string; outsideHours: string };
  cancellation: { terms: string };
  deposit: { home: string; cards: string };
  rental: { fuelPolicy: string; bookAheadSummer: string };
  ferry: { offPeak: string };
  terms: { issued: string; mileage: { islands: string } };
}

/** French, German and Italian wording of the text-valued facts. */
export const factWording: Record<Exclude<Lang, 'en'>, FactWording> = {
  fr: {
    claims: {
      customers: 'Des milliers',
      languages: ['anglais', 'français', 'allemand', 'italien'],
      assistantResponse: 'moins de 30 s',
      assistantCost: '100 % gratuit',
    },
    contactReply: { businessHours: '2 à 4 heures', outsideHours: '24 heures' },
    cancellation: { terms: 'non remboursables' },
    deposit: { home: 'Aucune caution', cards: 'carte de crédit Visa ou Mastercard uniquement' },
    rental: { fuelPolicy: 'plein/plein', bookAheadSummer: '2 semaines' },
    ferry: { offPeak: 'toutes les heures' },
    terms: { issued: 'mars 2023', mileage: { islands: 'illimité' } },
  },
  de: {
    claims: {
      customers: 'Tausende',
      languages: ['Englisch', 'Französisch', 'Deutsch', 'Italienisch'],
      assistantResponse: 'unter 30 s',
      assistantCost: '100 % kostenlos',
    },
    contactReply: { businessHours: '2–4 Stunden', outsideHours: '24 Stunden' },
    cancellation: { terms: 'nicht erstattungsfähig' },
    deposit: { home: 'Keine Kaution', cards: 'nur Visa- oder Mastercard-Kreditkarte' },
    rental: { fuelPolicy: 'voll/voll', bookAheadSummer: '2 Wochen' },
    ferry: { offPeak: 'stündlich' },
    terms: { issued: 'März 2023', mileage: { islands: 'unbegrenzt' } },
  },
  it: {
    claims: {
      customers: 'Migliaia',
      languages: ['inglese', 'francese', 'tedesco', 'italiano'],
      assistantResponse: 'meno di 30 s',
      assistantCost: '100% gratuita',
    },
    contactReply: { businessHours: '2-4 ore', outsideHours: '24 ore' },
    cancellation: { terms: 'non rimborsabili' },
    deposit: { home: 'Nessun deposito', cards: 'solo carta di credito Visa o Mastercard' },
    rental: { fuelPolicy: 'pieno/pieno', bookAheadSummer: '2 settimane' },
    ferry: { offPeak: 'ogni ora' },
    terms: { issued: 'marzo 2023', mileage: { islands: 'illimitato' } },
  },
};

function merge(base: unknown, over: unknown): unknown {
  if (Array.isArray(over) || over === null || typeof over !== 'object') return over;
  const out: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, value] of Object.entries(over)) out[key] = merge(out[key], value);
  return out;
}

/** The facts with a language's wording of the text-valued ones (English: the facts as they are). */
export function factsFor(lang: Lang): Facts {
  return lang === 'en' ? facts : (merge(facts, factWording[lang]) as Facts);
}
