/**
 * The English wording of the text-valued facts (docs/architecture.md, "Languages"): the one
 * place where this language words them; content (`{{rental.fuelPolicy}}`), UI strings and Marcia
 * read it through `factsFor`. Figures stay in `src/config/facts.ts`.
 */
import type { FactWording } from '../../config/fact-wording';

/** English wording. */
export const wording = {
  claims: {
    customers: '1000s',
    languages: ['English', 'French', 'German', 'Italian'],
    assistantResponse: 'under 30\u00a0s',
    assistantCost: '100% free',
  },
  contactReply: { businessHours: '2-4 hours', outsideHours: '24 hours' },
  cancellation: { terms: 'non-refundable' },
  deposit: { home: 'No deposits', cards: 'Visa or Mastercard credit card only' },
  rental: { fuelPolicy: 'full-to-full', bookAheadSummer: '2 weeks' },
  ferry: { offPeak: 'hourly' },
  terms: { issued: 'March 2023', mileage: { islands: 'unlimited' } },
} as const satisfies FactWording;
