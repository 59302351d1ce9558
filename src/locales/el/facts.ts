/**
 * The Greek wording of the text-valued facts (docs/architecture.md, "Languages"): the one place
 * where Greek words them; content (`{{rental.fuelPolicy}}`), UI strings and Marcia read it
 * through `factsFor`. Figures stay in `src/config/facts.ts`.
 */
import type { FactWording } from '../../config/fact-wording';

/** Greek wording. */
export const wording: FactWording = {
  claims: {
    customers: 'Χιλιάδες',
    languages: ['αγγλικά', 'γαλλικά', 'γερμανικά', 'ιταλικά'],
    assistantResponse: 'κάτω από 30\u00a0δευτ.',
    assistantCost: '100% δωρεάν',
  },
  contactReply: { businessHours: '2-4 ώρες', outsideHours: '24 ώρες' },
  cancellation: { terms: 'δεν επιστρέφονται' },
  deposit: { home: 'Χωρίς εγγύηση', cards: 'μόνο πιστωτική κάρτα Visa ή Mastercard' },
  rental: { fuelPolicy: 'γεμάτο/γεμάτο', bookAheadSummer: '2 εβδομάδες' },
  ferry: { offPeak: 'κάθε ώρα' },
  terms: { issued: 'Μάρτιος 2023', mileage: { islands: 'απεριόριστα' } },
  address: { 'Antiparos Port': 'Λιμάνι Αντιπάρου', Antiparos: 'Αντίπαρος', Greece: 'Ελλάδα' },
};
