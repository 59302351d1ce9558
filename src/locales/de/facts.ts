/**
 * The German wording of the text-valued facts (docs/architecture.md, "Languages"): the one
 * place where this language words them; content (`{{rental.fuelPolicy}}`), UI strings and Marcia
 * read it through `factsFor`. Figures stay in `src/config/facts.ts`.
 */
import type { FactWording } from '../../config/fact-wording';

/** German wording. */
export const wording: FactWording = {
  claims: {
    customers: 'Tausende',
    languages: ['Englisch', 'Französisch', 'Deutsch', 'Italienisch'],
    assistantResponse: 'unter 30\u00a0s',
    assistantCost: '100\u00a0% kostenlos',
  },
  contactReply: { businessHours: '2–4 Stunden', outsideHours: '24 Stunden' },
  cancellation: { terms: 'nicht erstattungsfähig' },
  deposit: { home: 'Keine Kaution', cards: 'nur Visa- oder Mastercard-Kreditkarte' },
  rental: { fuelPolicy: 'voll/voll', bookAheadSummer: '2 Wochen' },
  ferry: { offPeak: 'stündlich' },
  terms: { issued: 'März 2023', mileage: { islands: 'unbegrenzt' } },
  address: { 'Antiparos Port': 'Hafen Antiparos', Greece: 'Griechenland' },
};
