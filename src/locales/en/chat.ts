/**
 * English UI strings of the Marcia AI chat: the floating launcher and the chat panel
 * (docs/requirements.md, "Global overlays", "Chat panel", "Chat behaviour"). Every key is prefixed
 * `chat.` so the object spreads into the main dictionary unchanged (`{ ...chatEn }`); the panel
 * imports it directly so its lazy chunk does not depend on the page's dictionary.
 *
 * What Marcia says is not here: her replies come from `src/lib/assistant`.
 * `{name}` placeholders are filled by the panel.
 */
export const chatEn = {
  /** Text of the floating button, bottom right of every page. */
  'chat.launcher': 'Ask Marcia AI',
  /** Hover text / accessible description of the floating button. */
  'chat.launcher.hint': 'Chat with Marcia, our rental assistant',
  /** Shown by the launcher when the panel's code cannot be downloaded. */
  'chat.loadError': "The chat couldn't load. Please check your connection and try again.",
  /**
   * Marcia's reply when her answers (the engine's chunk) could not be downloaded; the visitor's
   * message stays in the conversation. `{phone}` is the business phone as printed.
   */
  'chat.engineError':
    "Sorry, I can't answer right now: my replies didn't load. Please check your connection and send your message again, or call us at {phone}.",
  'chat.title': 'Marcia AI',
  'chat.subtitle': 'Your Paros rental assistant',
  'chat.poweredBy': 'Powered by travel AI',
  'chat.close': 'Close chat',
  /** Accessible name of the message log. */
  'chat.log': 'Conversation with Marcia AI',
  /** Screen-reader prefix of each message. */
  'chat.sender.user': 'You',
  'chat.sender.marcia': 'Marcia',
  'chat.typing': 'Marcia is typing…',
  /** Accessible name of the quick-reply chips. */
  'chat.suggestions': 'Suggested replies',
  'chat.vehicles': 'Suggested vehicles',
  /** `{price}` is the formatted daily rate, e.g. `€35`. */
  'chat.vehicle.price': '{price} / day',
  'chat.vehicle.imageUnavailable': 'Image unavailable',
  'chat.input.label': 'Your message',
  'chat.input.placeholder': 'Ask about cars, prices, beaches…',
  'chat.send': 'Send message',
  'chat.booking.continue': 'Continue to booking',
  'chat.newTab': '(opens in a new tab)',
  'chat.whatsapp': 'Message us on WhatsApp',
  'chat.request.title': 'Your request to our team',
  'chat.request.send': 'Send to our team',
  'chat.request.cancel': 'Cancel',
  'chat.request.sending': 'Sending...',
  'chat.request.sent': 'Sent to our team.',
  /** A request saved on the device while offline (with the service worker). */
  'chat.request.queued': 'Saved on your phone: we will send it as soon as you are online.',
  /** A request saved on the device while online: the server did not answer; tried again. */
  'chat.request.waiting': 'Saved on your phone: our server did not answer, we keep trying.',
  'chat.request.cancelled': 'Not sent.',
  'chat.request.failed': 'Your request was not sent: {error}',
  'chat.request.failedHelp':
    'Nothing is lost: your details are still here. Try again, or call us at {phone}.',
  'chat.request.retry': 'Try again',
  'chat.request.offline': 'You seem to be offline, so your request could not reach us.',
} as const;

/** The keys every language must provide for the chat. */
export type ChatKey = keyof typeof chatEn;
/** A full set of chat strings: one string per {@link ChatKey}. */
export type ChatStrings = Record<ChatKey, string>;

/** The same strings under the name every language folder's `chat.ts` exports (the lazy loader reads it). */
export { chatEn as chat };
