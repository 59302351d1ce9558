/**
 * The shape of one language's wording of the text-valued facts (docs/architecture.md,
 * "Languages"): what `src/locales/<code>/facts.ts` exports as `wording`. A module of its own,
 * importing nothing, so that `facts.ts` can read the English wording and `facts.i18n.ts` every
 * language's without an import cycle.
 */

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
  /**
   * Optional: the language's spelling of the parts of the business address, keyed by the part as
   * the deploy settings write it (`PUBLIC_ADDRESS_STREET`, `PUBLIC_ADDRESS_LOCALITY`, and the
   * country's English name), e.g. `{ 'Antiparos Port': 'Λιμάνι Αντιπάρου' }`. A part not listed
   * prints as configured, so an address changed at deploy time shows as set until the language
   * spells it. Read by {@link addressNamesFor}; not a fact (no `{{address…}}` placeholder).
   */
  address?: Readonly<Record<string, string>>;
}
