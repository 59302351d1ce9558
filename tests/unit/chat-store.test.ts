import { describe, expect, it } from 'vitest';
import { greeting } from '../../src/lib/assistant';
import type { Vehicle } from '../../src/lib/fleet';
import {
  $chatOpen,
  $openRequest,
  addMessage,
  awaitingReply,
  canSend,
  CHAT_STORAGE_VERSION,
  closeChat,
  createMessageId,
  currentSuggestions,
  decodeConversation,
  emptyConversation,
  encodeConversation,
  MAX_STORED_MESSAGES,
  openChat,
  replyDelay,
  withOpener,
  type Conversation,
} from '../../src/stores/chat';

const t0 = Date.UTC(2026, 6, 15, 9, 30);
/** A deterministic `[0, 1)` source. */
function sequence(...values: number[]): () => number {
  let i = 0;
  return () => values[i++ % values.length]!;
}

const panda = {
  id: 'fiat-panda',
  name: 'Fiat Panda',
  description: 'A tall, practical small car with five seats.',
  brand: 'Fiat',
  model: 'Panda',
  category: 'economy',
  type: 'Car',
  transmission: 'Manual',
  fuel_type: 'Petrol',
  seats: 5,
  doors: 5,
  engine_size: '1.2L',
  price_per_day: 40,
  agency: 'paros-antiparos',
  images: [],
  features: ['Air conditioning'],
} satisfies Vehicle;

function sample(): Conversation {
  let c = withOpener(emptyConversation(), greeting(), undefined, t0);
  c = addMessage(c, { sender: 'user', content: 'Looking for a car' }, t0 + 5000);
  c = addMessage(
    c,
    {
      sender: 'marcia',
      content: 'Great choice!',
      vehicles: [panda],
      suggestions: ['Economy options'],
    },
    t0 + 7000,
  );
  return {
    ...c,
    context: {
      conversationStage: 'booking_email',
      name: 'Anna',
      passengers: 3,
      vehicle: 'scooter',
      vehicleCount: 2,
      moreVehicles: [{ vehicle: 'car', count: 1 }],
      stayLength: 7,
      budget: 'economy',
      pickupLocation: 'port',
      pickupPoint: 1,
      dropOffPoint: 18,
      pickupNote: 'Antiparos port, the 10:00 ferry',
      pickupTime: '14:30',
      returnTime: '09:00',
      childSeats: 2,
      gps: true,
      automatic: true,
      topicKind: 'scooters',
      topic: 'scooters',
      topicVehicles: ['Piaggio Liberty 50'],
      shownVehicles: ['Piaggio Liberty 50', 'Kymco Agility 50'],
      topicFlags: ['extraDriver'],
      changing: true,
      askedEnd: 'return',
      period: { month: 8, day: 1, year: 2026 },
    },
  };
}

describe('message ids', () => {
  it('are built from the timestamp and a random suffix', () => {
    const id = createMessageId(t0, [], sequence(0.5));
    expect(id).toMatch(/^m[0-9a-z]+-[0-9a-z]{6}$/);
    expect(id.startsWith(`m${t0.toString(36)}-`)).toBe(true);
  });

  it('never repeat an id already in the conversation', () => {
    const taken = [{ id: createMessageId(t0, [], sequence(0.25)) }];
    const next = createMessageId(t0, taken, sequence(0.25, 0.25, 0.75));
    expect(next).not.toBe(taken[0]!.id);
    // Even a random source stuck on one value ends with a unique id.
    const stuck = new Set<string>();
    for (let i = 0; i < 12; i++) stuck.add(createMessageId(t0, stuck, () => 0.1));
    expect(stuck.size).toBe(12);
  });

  it('are unique across a long conversation with the real random source', () => {
    let c = emptyConversation();
    for (let i = 0; i < 60; i++)
      c = addMessage(c, { sender: i % 2 ? 'marcia' : 'user', content: `m${i}` }, t0);
    expect(new Set(c.messages.map((m) => m.id)).size).toBe(60);
  });
});

describe('encode / decode of the stored conversation', () => {
  it('round-trips messages (suggestions, vehicles, booking link) and the context', () => {
    const c = { ...sample() };
    c.messages = addMessage(
      c,
      {
        sender: 'marcia',
        content: 'Thank you, Anna!',
        bookingUrl: 'https://booking.example/select?lang=en',
      },
      t0 + 9000,
    ).messages;
    const back = decodeConversation(encodeConversation(c));
    expect(back).toEqual(c);
    expect(JSON.parse(encodeConversation(c)).version).toBe(CHAT_STORAGE_VERSION);
  });

  it('gives null for nothing, junk, another version or a missing context', () => {
    expect(decodeConversation(null)).toBeNull();
    expect(decodeConversation('not json')).toBeNull();
    expect(decodeConversation('[]')).toBeNull();
    const stored = JSON.parse(encodeConversation(sample()));
    expect(decodeConversation(JSON.stringify({ ...stored, version: 0 }))).toBeNull();
    expect(decodeConversation(JSON.stringify({ ...stored, context: undefined }))).toBeNull();
    expect(
      decodeConversation(JSON.stringify({ ...stored, context: { conversationStage: 'dreaming' } })),
    ).toBeNull();
    expect(decodeConversation(JSON.stringify({ ...stored, messages: 'many' }))).toBeNull();
  });

  it('drops malformed messages and duplicate ids one by one', () => {
    const stored = JSON.parse(encodeConversation(sample()));
    const good = stored.messages as { id: string }[];
    stored.messages = [
      ...good,
      { ...good[0], content: 'same id again' },
      { id: 'x1', content: 'no sender', timestamp: t0 },
      { id: 'x2', content: 'bad sender', sender: 'bot', timestamp: t0 },
      { id: 'x3', content: 'bad time', sender: 'user', timestamp: 'today' },
      { id: 'x4', content: 'bad chips', sender: 'marcia', timestamp: t0, suggestions: [1, 2] },
      {
        id: 'x5',
        content: 'bad car',
        sender: 'marcia',
        timestamp: t0,
        vehicles: [{ id: '../admin', name: 'x' }],
      },
      {
        id: 'x6',
        content: 'bad link',
        sender: 'marcia',
        timestamp: t0,
        bookingUrl: 'javascript:alert(1)',
      },
      { id: 'ok', content: 'fine', sender: 'user', timestamp: t0 },
    ];
    const back = decodeConversation(JSON.stringify(stored))!;
    expect(back.messages.map((m) => m.id)).toEqual([...good.map((m) => m.id), 'ok']);
  });

  it("keeps a holiday's period with its example length and name, not an unknown holiday", () => {
    const stored = JSON.parse(encodeConversation(sample()));
    stored.context = {
      conversationStage: 'initial',
      period: { month: 4, day: 10, year: 2026, days: 3, holiday: 'orthodoxEaster' },
    };
    expect(decodeConversation(JSON.stringify(stored))!.context.period).toEqual({
      month: 4,
      day: 10,
      year: 2026,
      days: 3,
      holiday: 'orthodoxEaster',
    });
    stored.context.period = { month: 4, day: 10, year: 2026, days: 0, holiday: 'halloween' };
    expect(decodeConversation(JSON.stringify(stored))!.context.period).toEqual({
      month: 4,
      day: 10,
      year: 2026,
    });
  });

  it('keeps only well-typed context fields', () => {
    const stored = JSON.parse(encodeConversation(sample()));
    stored.context = {
      conversationStage: 'booking_done',
      name: 'Anna',
      email: 42,
      passengers: -1,
      // A count without a vehicle, and one out of range, are dropped.
      vehicleCount: 2,
      stayLength: 0.5,
      budget: 'lots',
      pickupLocation: 'moon',
      pickupPoint: 7,
      dropOffPoint: 99,
      pickupNote: 'no point held',
      pickupTime: '25:00',
      returnTime: 9,
      childSeats: 12,
      gps: 'yes',
      automatic: 'yes',
      returnDate: '22/07/2026',
      topicKind: 'boats',
      topic: 'fallback',
      topicVehicles: ['Suzuki Jimny', 7],
      shownVehicles: 'Suzuki Jimny',
      topicFlags: ['extraDriver', 'boat'],
      changing: 'yes',
      askedEnd: 'later',
      period: { month: 13, day: 1, year: 2026 },
      moreVehicles: [
        { vehicle: 'boat', count: 1 },
        { vehicle: 'car', count: 12 },
      ],
    };
    expect(decodeConversation(JSON.stringify(stored))!.context).toEqual({
      conversationStage: 'booking_done',
      name: 'Anna',
      returnDate: '22/07/2026',
    });
  });

  it(`stores at most ${MAX_STORED_MESSAGES} messages, the newest`, () => {
    let c = emptyConversation();
    for (let i = 0; i < MAX_STORED_MESSAGES + 5; i++)
      c = addMessage(c, { sender: 'user', content: `n${i}` }, t0 + i);
    expect(c.messages).toHaveLength(MAX_STORED_MESSAGES);
    expect(c.messages[0]!.content).toBe('n5');
    expect(decodeConversation(encodeConversation(c))!.messages.at(-1)!.content).toBe(
      `n${MAX_STORED_MESSAGES + 4}`,
    );
  });
});

describe('conversation rules', () => {
  it('a new conversation starts with the greeting and its four chips', () => {
    const c = withOpener(emptyConversation(), greeting(), undefined, t0);
    expect(c.messages).toHaveLength(1);
    expect(c.messages[0]).toMatchObject({
      sender: 'marcia',
      content: greeting().content,
      timestamp: t0,
    });
    expect(currentSuggestions(c)).toEqual([
      'Looking for a car',
      'I want to book now',
      'Show me options',
      'Just browsing',
    ]);
  });

  it("an opener replaces the greeting's text but keeps its chips", () => {
    const c = withOpener(emptyConversation(), greeting(), '  Heading over to Antiparos?  ', t0);
    expect(c.messages[0]!.content).toBe('Heading over to Antiparos?');
    expect(currentSuggestions(c)).toEqual(greeting().suggestions);
  });

  it('a prepared greeting gives the first message its id, with or without an opener (the closed panel laid out the same message)', () => {
    const prepared = { ...greeting(), id: 'mprepared-abc123', at: t0 - 5_000 };
    const plain = withOpener(emptyConversation(), prepared, undefined, t0);
    expect(plain.messages).toEqual([
      expect.objectContaining({
        id: 'mprepared-abc123',
        sender: 'marcia',
        content: greeting().content,
        timestamp: t0,
      }),
    ]);
    const opened = withOpener(emptyConversation(), prepared, 'Heading over to Antiparos?', t0);
    expect(opened.messages[0]).toMatchObject({
      id: 'mprepared-abc123',
      content: 'Heading over to Antiparos?',
    });
    expect(currentSuggestions(opened)).toEqual(greeting().suggestions);
    // A conversation under way keeps its own ids: the prepared one is for a first message only.
    const c = sample();
    const appended = withOpener(c, prepared, 'Thinking about the Fiat Panda?', t0);
    expect(appended.messages.at(-1)!.id).not.toBe('mprepared-abc123');
  });

  it('an opener is appended to an existing conversation, once', () => {
    const c = sample();
    expect(withOpener(c, greeting(), undefined, t0)).toBe(c);
    const once = withOpener(c, greeting(), 'Thinking about the Fiat Panda?', t0 + 60_000);
    expect(once.messages).toHaveLength(c.messages.length + 1);
    expect(once.messages.at(-1)).toMatchObject({
      sender: 'marcia',
      content: 'Thinking about the Fiat Panda?',
    });
    expect(once.messages.at(-1)!.suggestions).toBeUndefined();
    expect(once.context).toBe(c.context);
    expect(withOpener(once, greeting(), 'Thinking about the Fiat Panda?', t0 + 70_000)).toBe(once);
  });

  it('chips come from the last message only when it is Marcia’s', () => {
    const c = sample();
    expect(currentSuggestions(c)).toEqual(['Economy options']);
    expect(currentSuggestions(addMessage(c, { sender: 'user', content: 'hi' }, t0))).toEqual([]);
    expect(currentSuggestions(emptyConversation())).toEqual([]);
  });

  it('caps vehicle cards at 3 and leaves out empty lists', () => {
    const c = addMessage(
      emptyConversation(),
      {
        sender: 'marcia',
        content: 'cars',
        vehicles: [panda, panda, panda, panda],
        suggestions: [],
      },
      t0,
    );
    expect(c.messages[0]!.vehicles).toHaveLength(3);
    expect('suggestions' in c.messages[0]!).toBe(false);
  });

  it('knows when the visitor still waits for a reply', () => {
    const c = sample();
    expect(awaitingReply(c)).toBeNull();
    expect(awaitingReply(addMessage(c, { sender: 'user', content: 'prices?' }, t0))).toBe(
      'prices?',
    );
  });

  it('does not send empty or white-space text', () => {
    expect(canSend('')).toBe(false);
    expect(canSend('  \n\t ')).toBe(false);
    expect(canSend(' hi ')).toBe(true);
  });

  it('waits 1000-2000 ms before a reply', () => {
    expect(replyDelay(() => 0)).toBe(1000);
    expect(replyDelay(() => 0.5)).toBe(1500);
    expect(replyDelay(() => 0.999999)).toBe(2000);
  });
});

describe('open and close', () => {
  it('each request to open gets a new sequence number and its opener', () => {
    closeChat();
    openChat();
    const first = $openRequest.get()!;
    expect($chatOpen.get()).toBe(true);
    expect(first.opener).toBeUndefined();
    openChat('  Planning a drive around Paros?  ');
    expect($openRequest.get()).toEqual({
      seq: first.seq + 1,
      opener: 'Planning a drive around Paros?',
    });
    closeChat();
    expect($chatOpen.get()).toBe(false);
  });
});
