import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { SPECIAL_ALARM, SPECIAL_ALARM_COLOURS } from '@tramline/domain';
import { createTestApp } from '../../test/test-app';
import type { TSmsProvider } from '../share/share.sms';
import { startTestSmtpServer } from '../share/test-smtp-server';

const smtp = await startTestSmtpServer();
afterAll(() => smtp.close());
const texts: { to: string[]; text: string }[] = [];
const sms: TSmsProvider = { name: 'test', send: async (to, text) => void texts.push({ to, text }) };
const { app, call, login, database } = await createTestApp({
  services: { people: { share: { smtpUrl: smtp.url, sms } } },
});
const { alerts, alertDelivery } = app.services;

async function rows<T>(query: ReturnType<typeof sql>) {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

const [branch] = await rows<{ ownerId: number; ownerCode: string; unitId: number; other: number }>(sql`
  select o.id as "ownerId", o.code as "ownerCode", min(u.id) as "unitId", max(u.id) as other
  from owners o join units u on u.owner_id = o.id where o.code = 'demo' group by o.id, o.code`);
if (!branch || branch.unitId === branch.other) throw new Error('the demo needs two branches');
const scope = { ownerId: branch.ownerId, ownerCode: branch.ownerCode, unitId: branch.unitId };
const [machine] = await rows<{ id: number; name: string }>(
  sql`select id, name from equipment where unit_id = ${branch.unitId} order by id limit 1`,
);
const [otherMachine] = await rows<{ id: number }>(
  sql`select id from equipment where unit_id = ${branch.unitId} and id <> ${machine!.id} order by id limit 1`,
);

const userId = async (loginName: string) =>
  (
    await rows<{ id: number }>(
      sql`select id from users where login = ${loginName} and owner_id = ${branch.ownerId}`,
    )
  )[0]!.id;

// The dispatcher (en-us) and the manager (pt-br) work in the branch; the applicator only in the other.
await database.db.execute(
  sql`update users set phone = '+1 515 555 0101' where id = ${await userId('dispatcher')}`,
);
await database.db.execute(
  sql`delete from user_units where user_id = ${await userId('applicator')} and unit_id = ${branch.unitId}`,
);

async function choose(loginName: string, choices: Record<string, unknown>) {
  const token = await login(loginName);
  const response = await call(token, 'PUT', '/api/alertas/preferencias', {
    emailAlarmCodes: [],
    smsAlarmCodes: [],
    emailNotificationTypes: [],
    ...choices,
  });
  expect(response.statusCode).toBe(200);
}
await choose('dispatcher', {
  emailAlarmCodes: [SPECIAL_ALARM.wrongField],
  smsAlarmCodes: [SPECIAL_ALARM.wrongField],
  emailNotificationTypes: ['canceledWorkOrder'],
});
await choose('manager', { emailAlarmCodes: [SPECIAL_ALARM.wrongField] });
await choose('topmanager', { emailAlarmCodes: [SPECIAL_ALARM.stopped] });
await choose('applicator', {
  emailAlarmCodes: [SPECIAL_ALARM.wrongField],
  emailNotificationTypes: ['canceledWorkOrder'],
});

let minute = 0;
async function wrongField(equipmentId: number) {
  minute += 1;
  const row = await alerts.raise(scope, {
    equipmentId,
    workOrderId: null,
    alarmClass: 13,
    specialCode: SPECIAL_ALARM.wrongField,
    colour: SPECIAL_ALARM_COLOURS[SPECIAL_ALARM.wrongField],
    messageKey: 'alarmWrongField',
    messageParams: { order: '#4711' },
    operatorName: 'applicator',
    startedAt: new Date(Date.now() - 60 * 60_000 + minute * 60_000),
    latitude: null,
    longitude: null,
  });
  await alertDelivery.idle();
  return row!;
}

/** Headers fold long subjects into encoded words; the test server keeps the space between them. */
const oneSpace = (text: string) => text.replace(/\s+/g, ' ');
const mailsSince = (count: number) => smtp.received.slice(count);
const addresses = (mails: { to: string[] }[]) => mails.flatMap((mail) => mail.to).sort();

describe('alert email and SMS by each user choice', () => {
  it('mails an opened alarm to those who chose its kind, each in their language, and texts the SMS choosers', async () => {
    const before = smtp.received.length;
    const alarm = await wrongField(machine!.id);
    const mails = mailsSince(before);
    expect(addresses(mails)).toEqual(['ana.souza@example.com', 'kyle.peterson@example.com']);
    const english = mails.find((mail) => mail.to.includes('kyle.peterson@example.com'))!;
    expect(oneSpace(english.subject)).toBe(`${machine!.name}: Applying outside the fields of order #4711`);
    expect(english.text).toContain(
      `Applying outside the fields of order #4711. Machine ${machine!.name}, since`,
    );
    expect(english.text).toContain('because you chose it in your alert choices');
    const portuguese = mails.find((mail) => mail.to.includes('ana.souza@example.com'))!;
    expect(oneSpace(portuguese.subject)).toBe(`${machine!.name}: Aplicando fora dos talhões da ordem #4711`);
    expect(texts.at(-1)).toMatchObject({ to: ['+15155550101'] });
    expect(texts.at(-1)?.text).toContain('Applying outside the fields of order #4711');
    await alerts.clear(scope, alarm.id, new Date());
  });

  it('sends nothing to one who chose another kind, nor to a user of another branch', async () => {
    const before = smtp.received.length;
    const alarm = await wrongField(otherMachine!.id);
    // The top manager chose 'stopped' only; the applicator works only in the other branch.
    expect(addresses(mailsSince(before))).toEqual(['ana.souza@example.com', 'kyle.peterson@example.com']);
    await alerts.clear(scope, alarm.id, new Date());
  });

  it('sends one message per user, machine and kind in 30 minutes however often the alarm flaps', async () => {
    const smsBefore = texts.length;
    const before = smtp.received.length;
    for (let flap = 0; flap < 3; flap += 1) {
      const alarm = await wrongField(machine!.id);
      await alerts.clear(scope, alarm.id, new Date());
    }
    expect(mailsSince(before)).toHaveLength(0);
    expect(texts.length).toBe(smsBefore);
  });

  it('mails a notification to those who chose its type, not to another branch', async () => {
    const before = smtp.received.length;
    await alerts.notify(scope, {
      type: 'canceledWorkOrder',
      messageKey: 'notificationCanceledWorkOrder',
      params: { order: '#4712' },
    });
    await alertDelivery.idle();
    const mails = mailsSince(before);
    expect(addresses(mails)).toEqual(['kyle.peterson@example.com']);
    expect(mails[0]!.subject).toBe('Work order #4712 was canceled');
  });

  it('mails nothing for a notification type nobody chose', async () => {
    const before = smtp.received.length;
    await alerts.notify(scope, { type: 'scheduleSent', messageKey: 'notificationScheduleSent', params: {} });
    await alertDelivery.idle();
    expect(mailsSince(before)).toHaveLength(0);
  });

  it('mails a forecast change only to those who plan', async () => {
    await database.db.execute(
      sql`update users set email = 'luis.ortega@example.com' where id = ${await userId('mixer')}`,
    );
    await choose('mixer', { emailNotificationTypes: ['forecastChanged'] });
    await choose('manager', {
      emailAlarmCodes: [SPECIAL_ALARM.wrongField],
      emailNotificationTypes: ['forecastChanged'],
    });
    const before = smtp.received.length;
    await alerts.notify(scope, {
      type: 'forecastChanged',
      messageKey: 'notificationForecastChanged',
      params: { orders: '#4713', machine: machine!.name, date: '2026-06-02', group: 1 },
    });
    await alertDelivery.idle();
    expect(addresses(mailsSince(before))).toEqual(['ana.souza@example.com']);
  });
});
