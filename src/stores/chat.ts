/**
 * Chat store (docs/requirements.md, "Chat message", "Chat user context", "Chat panel"): whether the
 * Marcia AI panel is open, the latest request to open it (with an optional opening message), the
 * conversation (messages and the assistant's context) and whether Marcia is "typing".
 *
 * Who uses it:
 * - the launcher (`src/scripts/chat-launcher.ts`, on every page): `openChat` from any
 *   `[data-open-chat]` element, and it follows `$chatOpen` to hide its button and to return focus;
 * - the chat panel (`src/islands/ChatPanel.tsx`, loaded on first open): everything else.
 *
 * The conversation is kept in `sessionStorage`, so it survives moving between pages of the site
 * in the same tab. The open/closed state is not stored: a page load starts closed, unless it
 * loads the open panel's own history entry on a phone (`src/scripts/chat-entry.ts`).
 *
 * This module ships with the launcher on every page, so it imports no engine code (no chrono, no
 * zod): the stored JSON is checked by hand-written guards (`decodeConversation`), and the helpers
 * that need Marcia's greeting take it as a parameter. The rules are pure functions, unit-tested
 * in `tests/unit/chat-store.test.ts`.
 */
import { atom } from 'nanostores';
import { parseStored, sessionAtom } from './session';
import { parseUrl } from '../lib/url';
import {
  conversationStages,
  isIntentId,
  isThreadFlag,
  isVehicleIntent,
  isVehicleKind,
  PICKUP_NOTE_MAX,
  type ChatContext,
  type ChatMessage,
  type ConversationStage,
  type VehicleKind,
} from '../lib/assistant/types';
import { isHolidayKey } from '../lib/assistant/holidays';
import { isPickupId } from '../lib/booking';
import { isTime } from '../lib/rental-dates';
import type { Vehicle } from '../lib/fleet';

/** sessionStorage key of the conversation. */
export const CHAT_KEY = 'chat-conversation';
/** Version of the stored shape; a stored conversation of another version is dropped. */
export const CHAT_STORAGE_VERSION = 1;
/** At most this many messages are kept (the oldest are dropped first). */
export const MAX_STORED_MESSAGES = 100;

/**
 * Where a chat booking request stands: shown, being sent, stored by the server, failed, saved
 * on the device while offline (sent again when the connection returns), or cancelled.
 */
export type ChatRequestStatus = 'ready' | 'sending' | 'sent' | 'failed' | 'queued' | 'cancelled';

/** The chat's statuses, for the stored-value guard. */
export const CHAT_REQUEST_STATUSES: readonly ChatRequestStatus[] = [
  'ready',
  'sending',
  'sent',
  'failed',
  'queued',
  'cancelled',
];

/**
 * A booking request the chat offers to send to the business (docs/assistant.md, "Booking
 * requests"): kept on Marcia's acknowledgement message, so it survives navigation and a failed
 * send loses nothing.
 */
export interface ChatRequest {
  /** The `Idempotency-Key` of its POST: made once, reused by every retry. */
  key: string;
  /** The details as the visitor reads them (one line each, page language), shown on the card. */
  lines: string[];
  /** The `POST /api/send-email` JSON body (subject `booking`). */
  body: { name: string; email: string; phone: string; message: string; vehicleType: 'booking' };
  status: ChatRequestStatus;
  /** The error text of the last failed attempt (status `failed`). */
  error?: string;
}

/**
 * A message as the panel keeps it: the chat message of docs/requirements.md, "Chat message" (id,
 * content, sender, timestamp in ms since the epoch, optional suggestions, at most 3 vehicles) plus
 * the booking-engine link the panel shows as 'Continue to booking', the WhatsApp link naming the
 * visitor's dates, and the booking request card with its 'Send to our team' button.
 */
export interface ChatEntry extends ChatMessage {
  /** Absolute http(s) URL of the booking engine, opened in a new tab. */
  bookingUrl?: string;
  /** Absolute https URL of a WhatsApp chat with a prefilled message, opened in a new tab. */
  whatsappUrl?: string;
  /** The booking request shown under the message. */
  request?: ChatRequest;
}

/** The persisted conversation: the messages in order, and the assistant's context. */
export interface Conversation {
  messages: ChatEntry[];
  context: ChatContext;
}

/** A request to open the panel: `seq` increases with every request. */
export interface OpenRequest {
  seq: number;
  /** Marcia's opening message for this request (`data-chat-opener`), if any. */
  opener?: string;
}

/** A message before it gets its id and timestamp. */
export type NewEntry = Omit<ChatEntry, 'id' | 'timestamp'>;

/** Marcia's greeting (content and chips) as `greeting()` of the engine returns it. */
export interface GreetingLike {
  content: string;
  suggestions?: string[];
}

/**
 * The greeting prepared for the next open ({@link $openingGreeting}): with the id the first
 * message will take and the time it was prepared (milliseconds since the epoch), so that the
 * closed panel can lay out the conversation the open will show.
 */
export interface PreparedGreeting extends GreetingLike {
  id: string;
  at: number;
}

/**
 * A fresh conversation: no messages, `conversationStage: 'initial'` (the same context as the
 * engine's `initialContext()`, which this module does not import to stay small).
 */
export function emptyConversation(): Conversation {
  return { messages: [], context: { conversationStage: 'initial' } };
}

// ---------------------------------------------------------------------------------------------
// Ids

/**
 * A message id unique within `taken`: `m` + the timestamp in base 36 + a random suffix, e.g.
 * `mlx3k9q2a-4f7h2c`. Draws again while the id is taken.
 *
 * @param now milliseconds since the epoch
 * @param taken the conversation's messages (or their ids)
 * @param random a `[0, 1)` source (default `Math.random`; tests pass a fixed one)
 */
export function createMessageId(
  now: number,
  taken: readonly { id: string }[] | ReadonlySet<string> = [],
  random: () => number = Math.random,
): string {
  const ids =
    taken instanceof Set ? taken : new Set((taken as readonly { id: string }[]).map((m) => m.id));
  const stamp = Math.max(0, Math.floor(now)).toString(36);
  for (let attempt = 0; ; attempt++) {
    const suffix = Math.floor(random() * 36 ** 6)
      .toString(36)
      .padStart(6, '0');
    const id = attempt < 8 ? `m${stamp}-${suffix}` : `m${stamp}-${suffix}-${attempt}`;
    if (!ids.has(id)) return id;
  }
}

// ---------------------------------------------------------------------------------------------
// Pure conversation rules

/**
 * The conversation with one message appended (id and timestamp assigned), keeping at most
 * {@link MAX_STORED_MESSAGES}. Vehicles are capped at 3 (docs/requirements.md, "Chat behaviour");
 * empty suggestion and vehicle lists are left out.
 *
 * @param id the message's id when it was chosen beforehand (a {@link PreparedGreeting}'s); else
 *   a new one ({@link createMessageId})
 */
export function addMessage(
  conversation: Conversation,
  entry: NewEntry,
  now: number,
  random: () => number = Math.random,
  id: string = createMessageId(now, conversation.messages, random),
): Conversation {
  const message: ChatEntry = {
    id,
    content: entry.content,
    sender: entry.sender,
    timestamp: now,
  };
  if (entry.suggestions && entry.suggestions.length > 0)
    message.suggestions = [...entry.suggestions];
  if (entry.vehicles && entry.vehicles.length > 0) message.vehicles = entry.vehicles.slice(0, 3);
  if (entry.bookingUrl) message.bookingUrl = entry.bookingUrl;
  if (entry.whatsappUrl) message.whatsappUrl = entry.whatsappUrl;
  if (entry.request)
    message.request = {
      ...entry.request,
      lines: [...entry.request.lines],
      body: { ...entry.request.body },
    };
  const messages = [...conversation.messages, message].slice(-MAX_STORED_MESSAGES);
  return { ...conversation, messages };
}

/**
 * The conversation after the panel opens (docs/requirements.md, "Chat panel"; `data-chat-opener`):
 * - no messages yet: Marcia's first message, with the greeting's chips; its text is `opener`
 *   when given, else the greeting's text; its id is the greeting's `id` when it has one (a
 *   {@link PreparedGreeting});
 * - a conversation exists and `opener` is given: the opener appended as a new Marcia message
 *   (without chips), unless Marcia's last message already says exactly that;
 * - otherwise unchanged (the same object).
 */
export function withOpener(
  conversation: Conversation,
  greeting: GreetingLike | PreparedGreeting,
  opener: string | undefined,
  now: number,
  random: () => number = Math.random,
): Conversation {
  const text = opener?.trim() ? opener.trim() : undefined;
  if (conversation.messages.length === 0) {
    const entry: NewEntry = { sender: 'marcia', content: text ?? greeting.content };
    if (greeting.suggestions) entry.suggestions = greeting.suggestions;
    return addMessage(conversation, entry, now, random, 'id' in greeting ? greeting.id : undefined);
  }
  if (!text) return conversation;
  const last = conversation.messages.at(-1);
  if (last?.sender === 'marcia' && last.content === text) return conversation;
  return addMessage(conversation, { sender: 'marcia', content: text }, now, random);
}

/**
 * The conversation with the request of message `id` changed by `patch` (status, error); the same
 * object when no message with a request has that id. An `error` is dropped unless the new
 * status is `failed`.
 */
export function withRequestUpdate(
  conversation: Conversation,
  id: string,
  patch: Partial<Pick<ChatRequest, 'status' | 'error'>>,
): Conversation {
  const index = conversation.messages.findIndex((m) => m.id === id && m.request);
  const current = conversation.messages[index];
  if (index < 0 || !current?.request) return conversation;
  const request: ChatRequest = { ...current.request, ...patch };
  if (request.status !== 'failed') delete request.error;
  const messages = [...conversation.messages];
  messages[index] = { ...current, request };
  return { ...conversation, messages };
}

/** The chips to show under the conversation: the suggestions of the last message when it is Marcia's. */
export function currentSuggestions(conversation: Conversation): string[] {
  const last = conversation.messages.at(-1);
  return last?.sender === 'marcia' ? (last.suggestions ?? []) : [];
}

/** The text of the visitor's last message when it still waits for Marcia's reply (e.g. a page was left while she was typing). */
export function awaitingReply(conversation: Conversation): string | null {
  const last = conversation.messages.at(-1);
  return last?.sender === 'user' ? last.content : null;
}

/**
 * Whether a text may be sent: not empty and not only white space (docs/requirements.md, "Chat
 * panel").
 */
export function canSend(text: string): boolean {
  return text.trim().length > 0;
}

/**
 * Milliseconds Marcia "types" before a reply: a random whole number from 1000 to 2000
 * inclusive (docs/requirements.md, "Chat behaviour": reply delay 1000-2000 ms).
 */
export function replyDelay(random: () => number = Math.random): number {
  return 1000 + Math.min(1000, Math.floor(random() * 1001));
}

/**
 * Delay between clicking a chip and sending its text (docs/requirements.md, "Chat behaviour"), in
 * ms.
 */
export const CHIP_SEND_DELAY = 100;

// ---------------------------------------------------------------------------------------------
// Encoding of the stored conversation

/** The stored JSON of a conversation (the last {@link MAX_STORED_MESSAGES} messages). */
export function encodeConversation(conversation: Conversation): string {
  return JSON.stringify({
    version: CHAT_STORAGE_VERSION,
    messages: conversation.messages.slice(-MAX_STORED_MESSAGES),
    context: conversation.context,
  });
}

const isString = (v: unknown): v is string => typeof v === 'string';
const isRecord = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);
const isStringArray = (v: unknown): v is string[] => Array.isArray(v) && v.every(isString);
const isHttpUrl = (v: unknown): v is string => {
  const url = isString(v) ? parseUrl(v) : null;
  return url !== null && /^https?:$/.test(url.protocol);
};

/**
 * Whether a stored value is usable as a vehicle card: the fields the card and `/fleet/{id}`
 * need (id, name, brand, model, type, price_per_day, images). Vehicles come from the site's own
 * fleet JSON; this only guards against stale or tampered storage.
 */
export function isStoredVehicle(value: unknown): value is Vehicle {
  if (!isRecord(value)) return false;
  return (
    isString(value.id) &&
    /^[a-z0-9][a-z0-9-]*$/.test(value.id) &&
    isString(value.name) &&
    isString(value.brand) &&
    isString(value.model) &&
    isString(value.type) &&
    typeof value.price_per_day === 'number' &&
    Number.isFinite(value.price_per_day) &&
    isStringArray(value.images)
  );
}

/** A stored message, or null when it lacks a required field or has a malformed optional one. */
function decodeMessage(value: unknown): ChatEntry | null {
  if (!isRecord(value)) return null;
  const {
    id,
    content,
    sender,
    timestamp,
    suggestions,
    vehicles,
    bookingUrl,
    whatsappUrl,
    request,
  } = value;
  if (!isString(id) || id === '' || !isString(content)) return null;
  if (sender !== 'user' && sender !== 'marcia') return null;
  if (typeof timestamp !== 'number' || !Number.isFinite(timestamp)) return null;
  const message: ChatEntry = { id, content, sender, timestamp };
  if (suggestions !== undefined) {
    if (!isStringArray(suggestions)) return null;
    if (suggestions.length > 0) message.suggestions = suggestions;
  }
  if (vehicles !== undefined) {
    if (!Array.isArray(vehicles) || !vehicles.every(isStoredVehicle)) return null;
    if (vehicles.length > 0) message.vehicles = vehicles.slice(0, 3);
  }
  if (bookingUrl !== undefined) {
    if (!isHttpUrl(bookingUrl)) return null;
    message.bookingUrl = bookingUrl;
  }
  if (whatsappUrl !== undefined) {
    if (!isHttpUrl(whatsappUrl)) return null;
    message.whatsappUrl = whatsappUrl;
  }
  if (request !== undefined) {
    const decoded = decodeRequest(request);
    if (!decoded) return null;
    message.request = decoded;
  }
  return message;
}

/** A stored booking request, or null when any field is missing or malformed. */
function decodeRequest(value: unknown): ChatRequest | null {
  if (!isRecord(value) || !isRecord(value.body)) return null;
  const { key, lines, status, error } = value;
  const { name, email, phone, message, vehicleType } = value.body;
  if (!isString(key) || !/^[A-Za-z0-9_-]{8,128}$/.test(key) || !isStringArray(lines)) return null;
  if (!isString(status) || !(CHAT_REQUEST_STATUSES as readonly string[]).includes(status))
    return null;
  if (
    !isString(name) ||
    !isString(email) ||
    !isString(phone) ||
    !isString(message) ||
    vehicleType !== 'booking'
  )
    return null;
  const request: ChatRequest = {
    key,
    lines,
    body: { name, email, phone, message, vehicleType },
    status: status as ChatRequestStatus,
  };
  if (isString(error) && status === 'failed') request.error = error;
  return request;
}

/**
 * A stored context: `conversationStage` must be a known stage; every other field is kept only
 * when it has its type (a malformed one is dropped, not the whole context). Null when there is
 * no valid stage.
 */
function decodeContext(value: unknown): ChatContext | null {
  if (!isRecord(value)) return null;
  const stage = value.conversationStage;
  if (!isString(stage) || !(conversationStages as readonly string[]).includes(stage)) return null;
  const context: ChatContext = { conversationStage: stage as ConversationStage };
  for (const key of ['name', 'email', 'phone', 'pickupDate', 'returnDate', 'vehicle'] as const) {
    const v = value[key];
    if (isString(v) && v !== '') context[key] = v;
  }
  // The slot Marcia has just asked for after a change ('what's your new e-mail?').
  const pending = value.pending;
  if (
    pending === 'name' ||
    pending === 'email' ||
    pending === 'phone' ||
    pending === 'pickupDate' ||
    pending === 'returnDate'
  )
    context.pending = pending;
  if (value.changing === true) context.changing = true;
  if (value.askedEnd === 'pickup' || value.askedEnd === 'return') context.askedEnd = value.askedEnd;
  // The part of a month given instead of dates ('the first week of August'): a real calendar day;
  // a holiday's ('Greek Easter') with its example's length and its name.
  const period = value.period;
  if (isRecord(period)) {
    const { month, day, year, days, holiday } = period;
    if (
      Number.isInteger(month) &&
      Number.isInteger(day) &&
      Number.isInteger(year) &&
      (month as number) >= 1 &&
      (month as number) <= 12 &&
      (day as number) >= 1 &&
      (day as number) <= 31
    )
      context.period = {
        month: month as number,
        day: day as number,
        year: year as number,
        ...(Number.isInteger(days) && (days as number) >= 1 && { days: days as number }),
        ...(isHolidayKey(holiday) && { holiday }),
      };
  }
  if (isString(value.topicKind) && isVehicleIntent(value.topicKind))
    context.topicKind = value.topicKind;
  const { topicFlags, topicVehicles, shownVehicles } = value;
  if (isStringArray(shownVehicles) && shownVehicles.length > 0)
    context.shownVehicles = shownVehicles;
  if (isStringArray(topicFlags) && topicFlags.length > 0 && topicFlags.every(isThreadFlag))
    context.topicFlags = topicFlags;
  if (isStringArray(topicVehicles) && topicVehicles.length > 0)
    context.topicVehicles = topicVehicles;
  const topic = value.topic;
  if (isString(topic) && isIntentId(topic) && topic !== 'fallback') context.topic = topic;
  if (value.pickupLocation === 'airport' || value.pickupLocation === 'port')
    context.pickupLocation = value.pickupLocation;
  if (isPickupId(value.pickupPoint))
    context.pickupPoint = value.pickupPoint as NonNullable<ChatContext['pickupPoint']>;
  if (isPickupId(value.dropOffPoint))
    context.dropOffPoint = value.dropOffPoint as NonNullable<ChatContext['dropOffPoint']>;
  if (context.pickupPoint !== undefined && isString(value.pickupNote) && value.pickupNote !== '')
    context.pickupNote = value.pickupNote.slice(0, PICKUP_NOTE_MAX);
  if (context.dropOffPoint !== undefined && isString(value.dropOffNote) && value.dropOffNote !== '')
    context.dropOffNote = value.dropOffNote.slice(0, PICKUP_NOTE_MAX);
  // Child seats and extra drivers: 1-9.
  for (const key of ['childSeats', 'extraDrivers'] as const) {
    const n = value[key];
    if (typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= 9) context[key] = n;
  }
  if (value.gps === true) context.gps = true;
  if (value.automatic === true) context.automatic = true;
  for (const key of ['pickupTime', 'returnTime'] as const) {
    const time = value[key];
    if (isString(time) && isTime(time)) context[key] = time;
  }
  const length = value.stayLength;
  if (typeof length === 'number' && Number.isInteger(length) && length >= 1 && length <= 365)
    context.stayLength = length;
  const count = value.vehicleCount;
  if (
    context.vehicle !== undefined &&
    typeof count === 'number' &&
    Number.isInteger(count) &&
    count >= 2 &&
    count <= 9
  )
    context.vehicleCount = count;
  // '2 scooters and a car': the other kinds, each with its count.
  const more = value.moreVehicles;
  if (context.vehicle !== undefined && Array.isArray(more)) {
    const kept = more.filter(
      (m): m is { vehicle: VehicleKind; count: number } =>
        isRecord(m) &&
        isVehicleKind(m.vehicle) &&
        typeof m.count === 'number' &&
        Number.isInteger(m.count) &&
        m.count >= 1 &&
        m.count <= 9,
    );
    if (kept.length > 0)
      context.moreVehicles = kept.map(({ vehicle, count }) => ({ vehicle, count }));
  }
  if (
    typeof value.passengers === 'number' &&
    Number.isInteger(value.passengers) &&
    value.passengers > 0
  )
    context.passengers = value.passengers;
  if (
    value.budget === 'economy' ||
    (typeof value.budget === 'number' && Number.isFinite(value.budget) && value.budget > 0)
  ) {
    context.budget = value.budget;
  }
  return context;
}

/**
 * A conversation from stored JSON, or null when absent, not JSON, of another version, or
 * without a valid context or message list. Malformed messages are dropped one by one, as are
 * duplicate ids (the first is kept).
 */
export function decodeConversation(raw: string | null): Conversation | null {
  const value = parseStored(raw);
  if (!isRecord(value) || value.version !== CHAT_STORAGE_VERSION || !Array.isArray(value.messages))
    return null;
  const context = decodeContext(value.context);
  if (!context) return null;
  const seen = new Set<string>();
  const messages: ChatEntry[] = [];
  for (const item of value.messages) {
    const message = decodeMessage(item);
    if (!message || seen.has(message.id)) continue;
    seen.add(message.id);
    messages.push(message);
  }
  return { messages: messages.slice(-MAX_STORED_MESSAGES), context };
}

// ---------------------------------------------------------------------------------------------
// Stores

/** Whether the chat panel is open. Not stored (see the module's note on the history entry). */
export const $chatOpen = atom(false);

/** The latest request to open the panel (null before the first). */
export const $openRequest = atom<OpenRequest | null>(null);

/**
 * Marcia's greeting for the next open, prepared by the chat's controller once the page is idle
 * (null before): while it is closed, the panel renders and lays out the conversation the open
 * will show ({@link withOpener} with this greeting), so that the first tap only shows it (issue
 * "Fast at the first tap"; docs/first-paint.md, "First taps"). Not stored.
 */
export const $openingGreeting = atom<PreparedGreeting | null>(null);

/** The conversation, restored from this tab's session when there is one. */
export const $conversation = sessionAtom<Conversation>(
  CHAT_KEY,
  emptyConversation,
  decodeConversation,
  encodeConversation,
);

/**
 * True while Marcia "types" a reply (the 1-2 s delay of docs/requirements.md, "Chat panel"). Not
 * stored.
 */
export const $typing = atom(false);

/**
 * Opens the panel. With `opener`, Marcia's opening message for this conversation (see
 * {@link withOpener}; the panel applies it when it handles the request).
 */
export function openChat(opener?: string | undefined): void {
  const previous = $openRequest.get();
  const request: OpenRequest = { seq: (previous?.seq ?? 0) + 1 };
  if (opener?.trim()) request.opener = opener.trim();
  $openRequest.set(request);
  $chatOpen.set(true);
}

/** Closes the panel (the launcher then returns focus to the element that opened it). */
export function closeChat(): void {
  $chatOpen.set(false);
}

/** Appends a message to the stored conversation (see {@link addMessage}) and returns the new conversation. */
export function appendMessage(entry: NewEntry, now: number = Date.now()): Conversation {
  const next = addMessage($conversation.get(), entry, now);
  $conversation.set(next);
  return next;
}
