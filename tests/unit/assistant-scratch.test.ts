import { it } from 'vitest';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { vehicleSchema } from '../../src/lib/fleet';
import { respond, initialContext, bookingDatesIso } from '../../src/lib/assistant';
const fleet = (parse(readFileSync('content/fleet/vehicles.yaml', 'utf8')) as unknown[]).map((v) => vehicleSchema.parse(v));
const now = new Date(Date.UTC(2026, 2, 1, 12));
function run(msgs: string[]) {
  let ctx = initialContext();
  for (const m of msgs) {
    const r = respond(m, ctx, fleet, { now });
    ctx = r.context;
    console.log(`> ${m}\n  ${r.intent} ${JSON.stringify(ctx)}\n  ${r.reply.content.replace(/\n/g,' | ')} ${JSON.stringify(r.reply.suggestions)}`);
  }
  console.log('ISO', JSON.stringify(bookingDatesIso(ctx, now)));
  console.log('-----');
}
it('scratch', () => {
  run(['book now', 'Anna', 'anna@example.com', '+30 694 123 4567', '15 July to 22 July', 'confirm booking']);
  run(['I want to book now', "I'm Anna", 'what about insurance?', 'my email is anna@rent-a-car.gr', 'hmm', '6941234567', '15/07/2026', 'do you have child seats', '22/07/2026', 'change my email to new@mail.gr', 'book now', 'yes']);
  run(['book now', 'yes']);
  run(['complete booking']);
  run(['book now','Maria','maria@x.com','change my phone', '+44 7700 900123', 'book now', 'Change details', 'Change my dates', '1-8 August', 'confirm booking']);
});
