/**
 * Public API of Marcia AI (`src/lib/assistant/`): the engine contract plus the helpers
 * the chat island needs (ISO dates for the booking link, the booking request to POST), and the
 * languages (docs/requirements.md, "Four languages"): English is built in, French, German and
 * Italian load on demand.
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
  summaryLines,
  INCOMPLETE_TEXT,
  incompleteTextFor,
  confirmPhrases,
  confirmPhrasesFor,
} from './booking';
export type { BookingRequest } from './booking';
export { toIsoDate, toIsoDateRange, findDates } from './dates';
export type { FoundDate } from './dates';
export {
  FALLBACK_TEXT,
  fallbackSuggestions,
  greetingSuggestions,
  fallbackTextFor,
  fallbackSuggestionsFor,
  greetingSuggestionsFor,
} from './replies';
export { MAX_VEHICLES } from './vehicles';
export { loadAssistantLanguage, assistantLanguage, isAssistantLanguageLoaded } from './language';
export type { AssistantLanguage } from './language';
