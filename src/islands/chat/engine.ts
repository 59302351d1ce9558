/**
 * Marcia's engine as the chat panel loads it: a chunk of its own (with the rules, the date reader,
 * chrono, the English language pack and the facts of every language), `import()`ed by the
 * controller (`loadEngine` in `./controller.ts`) after the panel has mounted, never by the panel's
 * own code. The panel (React DOM, its strings, the conversation store) can then open on a first
 * tap without waiting for the engine, and the greeting it shows comes from the page
 * (`data-greeting`, rendered at build time by `src/components/ChatLauncher.astro`); Marcia types
 * for 1-2 s before each reply, time enough for the engine to arrive after the panel (issue "Fast at
 * the first tap"; docs/first-paint.md, "First taps").
 */
export {
  assistantLanguage,
  bookingDatesIso,
  bookingRequest,
  loadAssistantLanguage,
  pickupPointOf,
  respond,
  summaryLines,
} from '../../lib/assistant';
export { factsFor } from '../../config/facts.i18n';
export { bookingRequestBody } from '../../lib/contact/booking';
