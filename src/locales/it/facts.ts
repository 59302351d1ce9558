/**
 * The Italian wording of the text-valued facts (docs/architecture.md, "Languages"): the one
 * place where this language words them; content (`{{rental.fuelPolicy}}`), UI strings and Marcia
 * read it through `factsFor`. Figures stay in `src/config/facts.ts`.
 */
import type { FactWording } from '../../config/fact-wording';

/** Italian wording. */
export const wording: FactWording = {
  claims: {
    customers: 'Migliaia',
    languages: ['inglese', 'francese', 'tedesco', 'italiano'],
    assistantResponse: 'meno di 30\u00a0s',
    assistantCost: '100% gratuita',
  },
  contactReply: { businessHours: '2-4 ore', outsideHours: '24 ore' },
  cancellation: { terms: 'non rimborsabili' },
  deposit: { home: 'Nessuna cauzione', cards: 'solo carta di credito Visa o Mastercard' },
  rental: { fuelPolicy: 'pieno/pieno', bookAheadSummer: '2 settimane' },
  ferry: { offPeak: 'ogni ora' },
  terms: { issued: 'marzo 2023', mileage: { islands: 'illimitato' } },
  address: { 'Antiparos Port': 'Porto di Antiparos', Greece: 'Grecia' },
};
