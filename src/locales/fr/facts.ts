/**
 * The French wording of the text-valued facts (docs/architecture.md, "Languages"): the one
 * place where this language words them; content (`{{rental.fuelPolicy}}`), UI strings and Marcia
 * read it through `factsFor`. Figures stay in `src/config/facts.ts`.
 */
import type { FactWording } from '../../config/fact-wording';

/** French wording. */
export const wording: FactWording = {
  claims: {
    customers: 'Des milliers',
    languages: ['anglais', 'français', 'allemand', 'italien'],
    assistantResponse: 'moins de 30\u00a0s',
    assistantCost: '100\u202f% gratuit',
  },
  contactReply: { businessHours: '2 à 4 heures', outsideHours: '24 heures' },
  cancellation: { terms: 'non remboursables' },
  deposit: { home: 'Aucune caution', cards: 'carte de crédit Visa ou Mastercard uniquement' },
  rental: { fuelPolicy: 'plein/plein', bookAheadSummer: '2 semaines' },
  ferry: { offPeak: 'toutes les heures' },
  terms: { issued: 'mars 2023', mileage: { islands: 'illimité' } },
  address: { 'Antiparos Port': 'Port d’Antiparos', Greece: 'Grèce' },
};
