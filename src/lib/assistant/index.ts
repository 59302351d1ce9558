/**
 * Public API of Marcia AI (`src/lib/assistant/`): the engine contract plus the helpers
 * the chat island needs (ISO dates for the booking link, the booking request to POST), and the
 * languages (docs/requirements.md, "Five languages"): the default language is built in, every other
 * language of the registry (`src/locales/<code>/assistant/`) loads on demand. Every function that
 * returns words takes the language.
 */
export {
  initialContext,
  greeting,
  extractDetails,
  respond,
  defaultContact,
  intentIds,
  conversationStages,
} from './engine';
export type { RespondResult } from './engine';
export type {
  AssistantReply,
  ChatContext,
  ChatMessage,
  ConversationStage,
  IntentId,
  RespondOptions,
  AssistantContact,
} from './types';
export {
  bookingDatesIso,
  bookingRequest,
  pickupPointOf,
  summaryLines,
  incompleteText,
  confirmPhrases,
} from './booking';
export type { BookingRequest } from './booking';
export { toIsoDate, toIsoDateRange, findDates } from './dates';
export type { FoundDate } from './dates';
export { fallbackText, fallbackSuggestions, greetingSuggestions } from './replies';
export { MAX_VEHICLES } from './vehicles';
export { loadAssistantLanguage, assistantLanguage, isAssistantLanguageLoaded } from './language';
export type { AssistantLanguage } from './language';
