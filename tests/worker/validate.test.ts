/// <reference types="vite/types/importMeta.d.ts" />
import { SELF } from 'cloudflare:test';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { describeIssues, NOT_AN_OBJECT } from '../../worker/middleware/validate';
import { api, BASE, json } from './helpers';

type ObjectSchema = v.ObjectSchema<v.ObjectEntries, undefined>;

/** valibot's texts for developers: 'Invalid key: Expected "name" but received undefined'. */
const VALIBOT_TEXT = /^Invalid \w+: |\breceived\b/i;
const email = 'ada@example.com';

/** One valid input per exported object schema: a new schema needs one here. */
const EXAMPLES: Record<string, Record<string, unknown>> = {
  loginSchema: { email, password: 'secret1' },
  signUpSchema: { name: 'Ada', email, password: 'longenough' },
  forgotPasswordSchema: { email },
  signUpFormSchema: { name: 'Ada', email, password: 'longenough', confirmPassword: 'longenough', terms: true },
  resetPasswordFormSchema: { password: 'longenough', confirmPassword: 'longenough' },
  verifyOtpSchema: { email, otp: '1234' },
  resetPasswordSchema: { email, otp: '1234', newPassword: 'longenough' },
  refreshSchema: { refreshToken: 'a-token' },
  googleSchema: { credential: 'a-credential' },
  renameChatSchema: { newChatName: 'Budget' },
  chatIdParam: { chatId: 'a-chat' },
  searchQuery: { q: 'budget' },
  chatListQuery: { cursor: 'WzEsImEiXQ', limit: '20', saved: 'true' },
  sendMessageSchema: { userMessage: 'How do I pace a budget?', chatId: 'c1', clientId: 'send-1', agent: 'advisor' },
  problemReportSchema: { email, description: 'Help' },
  checkoutSchema: { packId: 'standard' },
  switchPlanSchema: { packId: 'premium' },
  profileSchema: { name: 'Ada' },
  aboutSchema: { about_you: 'Football, U12' },
  planIdParam: { planId: 'a-plan' },
  highlightIdParam: { highlightId: 'a-highlight' },
  shareIdParam: { shareId: 'a-share' },
  shareTokenParam: { token: 'a-token' },
  shareImageParam: { token: 'a-token', messageId: 'a-message' },
  savePlanFromMessageSchema: { messageId: 'a-message' },
  newPlanSchema: { title: 'Week 1', body: '# Week 1' },
  updatePlanSchema: { title: 'Week 1', body: '# Week 1', version: 1 },
  highlightListQuery: { chatId: 'a-chat' },
  createHighlightSchema: { messageId: 'a-message', quote: 'pace the budget', prefix: 'First, ', suffix: ' daily.' },
  createShareSchema: { kind: 'plan', id: 'a-plan', showName: true, includeImages: false },
  shareListQuery: { kind: 'chat', id: 'a-chat' },
  classIdParam: { classId: 'a-class' },
  classPlanParam: { classId: 'a-class', planId: 'a-plan' },
  eventIdParam: { eventId: 'an-event' },
  classSchema: { name: 'U12 Lions', ageGroup: 'U12', sport: 'Football' },
  eventRangeQuery: { from: '2026-12-01', to: '2026-12-31', timeZone: 'Europe/London' },
  createEventSchema: {
    title: 'Review search terms',
    date: '2026-12-01',
    time: '17:00',
    durationMinutes: 30,
    timeZone: 'Europe/London',
  },
  createSeriesSchema: {
    planId: 'a-plan',
    firstDate: '2026-12-01',
    weekdays: [2],
    time: '17:00',
    durationMinutes: 60,
    timeZone: 'America/New_York',
  },
  updateEventSchema: { time: '18:00' },
  deleteEventQuery: { series: 'all' },
  timeZoneSchema: { timeZone: 'Europe/London' },
  ratingParam: { messageId: 'a-message' },
  rateReplySchema: { rating: 'down', reason: 'Not specific to me' },
  replyVersionParam: { messageId: 'a-reply' },
  showVersionSchema: { version: 2 },
};

const isObjectSchema = (value: unknown): value is ObjectSchema =>
  typeof value === 'object' && value !== null && 'kind' in value && value.kind === 'schema' && 'entries' in value;

const schemas = Object.values(import.meta.glob<Record<string, unknown>>('../../worker/contract/*.ts', { eager: true }))
  .flatMap((module) => Object.entries(module))
  .filter((entry): entry is [string, ObjectSchema] => isObjectSchema(entry[1]));

const OPTIONAL = ['optional', 'exact_optional', 'nullish'];
const requiredKeys = (schema: ObjectSchema) =>
  Object.keys(schema.entries).filter((key) => !OPTIONAL.includes(schema.entries[key]?.type ?? ''));

function fieldMessage(schema: v.GenericSchema, input: unknown, key: string) {
  return describeIssues(schema, v.safeParse(schema, input).issues ?? []).fields[key];
}

describe('validate', () => {
  it('finds the schemas', () => {
    expect(schemas.map(([name]) => name)).toEqual(expect.arrayContaining(['signUpSchema', 'loginSchema']));
  });

  it.each(schemas)('%s: a missing required field gets the message an empty one gets', (name, schema) => {
    const example = EXAMPLES[name];
    expect(example, `add a valid example of ${name} to EXAMPLES`).toBeDefined();
    expect(v.safeParse(schema, example).success).toBe(true);
    for (const key of requiredKeys(schema)) {
      const missing = fieldMessage(
        schema,
        Object.fromEntries(Object.entries(example ?? {}).filter(([k]) => k !== key)),
        key,
      );
      expect(missing, key).toBeTruthy();
      expect(missing, key).not.toMatch(VALIBOT_TEXT);
      const emptied = { ...example, [key]: '' };
      const empty = v.safeParse(schema, emptied).issues?.find((issue) => v.getDotPath(issue) === key)?.message;
      if (empty && !VALIBOT_TEXT.test(empty)) expect(missing, key).toBe(empty);
      else if (empty) expect(missing, key).toBe(fieldMessage(schema, emptied, key));
    }
  });

  it("names a field that has no message of its own, and answers a body that isn't an object", () => {
    const refresh = schemas.find(([name]) => name === 'refreshSchema')?.[1] as ObjectSchema;
    expect(fieldMessage(refresh, {}, 'refreshToken')).toBe('Refresh token is required');
    expect(fieldMessage(refresh, { refreshToken: '' }, 'refreshToken')).toBe('Refresh token is required');
    expect(fieldMessage(refresh, { refreshToken: 'x'.repeat(201) }, 'refreshToken')).toBe(
      'Refresh token is not valid.',
    );
    expect(describeIssues(refresh, v.safeParse(refresh, []).issues ?? [])).toEqual({
      message: NOT_AN_OBJECT,
      fields: {},
    });
  });
});

describe('POST api/auth/signup', () => {
  it("answers 422 'Name is required' without a name", async () => {
    const res = await api('/api/auth/signup', { body: { email, password: 'longenough' } });
    expect(res.status).toBe(422);
    expect(await json(res)).toEqual({
      code: 'validation',
      message: 'Name is required',
      fields: { name: 'Name is required' },
    });
  });

  it.each(['[]', '"Ada"', 'null', '42'])('answers 422 with a plain message to the JSON body %s', async (body) => {
    const res = await SELF.fetch(`${BASE}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(res.status).toBe(422);
    expect(await json(res)).toEqual({ code: 'validation', message: NOT_AN_OBJECT, fields: {} });
  });
});

describe('POST api/auth/login', () => {
  it("answers 422 'Email is required' without an e-mail", async () => {
    const res = await api('/api/auth/login', { body: { password: 'secret1' } });
    expect(res.status).toBe(422);
    expect(await json(res)).toEqual({
      code: 'validation',
      message: 'Email is required',
      fields: { email: 'Email is required' },
    });
  });
});
