import { env, SELF } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import { MAX_CHAT_FILE_BYTES } from '../../worker/contract/chat';
import { MESSAGES } from '../../worker/contract/messages';
import { auditReport } from '../../worker/lib/ai/report-audit';
import { REPORT_LIMITS } from '../../worker/lib/ai/report-table';
import { QUOTA_MESSAGES } from '../../worker/lib/entitlements';
import { EXPORT_IMAGE_URL_TTL_MS } from '../../worker/lib/export-markdown';
import { signFileUrl } from '../../worker/lib/report-files';
import { readEvents, type sendMessage } from './chat-helpers';
import { api, BASE, json, signUp } from './helpers';
import { META_ADS, rowOf } from './report-fixtures';

/** tests/fixtures/google-ads-campaigns.csv, as Google Ads downloads a campaign report. */
const GOOGLE_CSV = `Campaign performance report
"November 1, 2026 - November 30, 2026"
Campaign status,Campaign,Currency code,Impr.,Clicks,Cost,Conversions,Conv. value
Enabled,Brand - Exact,USD,"12,400","1,860","1,302.00",93.00,"9,765.00"
Enabled,Generic - Running Shoes,USD,"48,200","2,410","4,820.00",60.00,"7,200.00"
Enabled,Competitors,USD,"9,800",392,"1,176.00",0.00,0.00
Paused,Display - Remarketing,USD,"210,000",840,630.00,7.00,980.00
Total: Account,--,USD,"280,400","5,502","7,928.00",160.00,"17,945.00"
`;

type Message = { _id: string; text_content: string; status: string; file: { name: string; url: string } | null };
type Start = { chatId: string; chat: { chat_name: string }; userMessage: Message };

const csv = (text: string | Uint8Array<ArrayBuffer>, name = 'report.csv', type = 'text/csv') =>
  new File([text], name, { type });

async function send(token: string, fields: Parameters<typeof sendMessage>[1] & { file?: File }) {
  const { file, ...rest } = fields;
  const form = new FormData();
  for (const [name, value] of Object.entries(rest)) if (value !== undefined) form.set(name, value);
  if (file) form.set('file', file);
  return SELF.fetch(`${BASE}/api/chatbot/message`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
    body: form,
  });
}

async function ask(token: string, fields: Parameters<typeof send>[1]) {
  const res = await send(token, fields);
  expect(res.status).toBe(200);
  const events = await readEvents(res);
  const start = events.find((e) => e.event === 'start')?.data as Start;
  const reply = (events.at(-1)?.data as { message: Message } | undefined)?.message as Message;
  return { ...start, reply };
}

const filesOf = async (userId: string) =>
  (await env.IMAGES.list({ prefix: `users/${userId}/files/` })).objects.map((o) => o.key);

const fileKeyOf = async (messageId: string) =>
  (await env.DB.prepare('select file_key as key from messages where id = ?1').bind(messageId).first<{ key: string }>())
    ?.key ?? '';

/** UTF-16 as Excel's 'Unicode text' writes it: a byte-order mark, then two bytes per character. */
function utf16(text: string, { littleEndian = true, bom = true } = {}): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array((text.length + (bom ? 1 : 0)) * 2);
  const view = new DataView(bytes.buffer);
  for (const [i, char] of [...(bom ? '\ufeff' : ''), ...text].entries()) {
    view.setUint16(i * 2, char.charCodeAt(0), littleEndian);
  }
  return bytes;
}

describe('POST /api/chatbot/message with a .csv report', () => {
  it('audits a Google Ads export for a Free user, the reply starting with the audit table', async () => {
    const { accessToken } = await signUp();
    const { userMessage, reply, chat } = await ask(accessToken, { file: csv(GOOGLE_CSV, 'Campaigns Nov.csv') });
    expect(userMessage.file?.name).toBe('Campaigns Nov.csv');
    expect(chat.chat_name).toBe('Campaigns Nov.csv');
    expect(reply.status).toBe('complete');
    const audit = auditReport(GOOGLE_CSV, { file: true, question: 'Audit the report I attached.' }) ?? '';
    expect(reply.text_content.startsWith(audit)).toBe(true);
    expect(reply.text_content).toContain('**Report audit: 4 rows from Google Ads.**');
    expect(rowOf(reply.text_content, 'Competitors')?.at(-2)).toBe('FAIL');
  });

  it('answers a follow-up question from the attached report’s audit, without auditing it again', async () => {
    const { accessToken } = await signUp();
    const { chatId } = await ask(accessToken, { file: csv(GOOGLE_CSV) });
    const { reply } = await ask(accessToken, { userMessage: 'why is Competitors failing?', chatId });
    expect(reply.text_content).toMatch(/^\*\*Competitors is flagged FAIL\*\*/);
    expect(reply.text_content).not.toContain('Report audit:');
  });

  it('audits a Meta Ads Manager export sent with words', async () => {
    const { accessToken } = await signUp();
    const { userMessage, reply } = await ask(accessToken, {
      userMessage: 'Which ad set should I cut?',
      file: csv(META_ADS, 'meta.csv', 'application/vnd.ms-excel'),
    });
    expect(userMessage.text_content).toBe('Which ad set should I cut?');
    expect(reply.text_content).toContain('from Meta Ads Manager.**');
    expect(reply.text_content).toContain('| Broad |');
    expect(reply.text_content).toContain('€');
  });

  it('answers 422 with the limit for a file over 2 MB, storing nothing', async () => {
    const { accessToken, user } = await signUp();
    const big = `${GOOGLE_CSV}${'x'.repeat(MAX_CHAT_FILE_BYTES)}`;
    const res = await send(accessToken, { userMessage: 'Audit this', file: csv(big) });
    expect(res.status).toBe(422);
    expect((await json<{ message: string }>(res)).message).toBe(MESSAGES.reportTooLarge);
    expect(MAX_CHAT_FILE_BYTES).toBe(REPORT_LIMITS.bytes);
    expect(await filesOf(user.id)).toEqual([]);
    const list = await json<{ chatHistories: unknown[] }>(await api('/api/chatbot/all-chats', { token: accessToken }));
    expect(list.chatHistories).toEqual([]);
  });

  it('refuses a file that is not a CSV, and a binary file named .csv, with 422', async () => {
    const { accessToken, user } = await signUp();
    const pdf = await send(accessToken, { file: csv('%PDF-1.7', 'report.pdf', 'application/pdf') });
    expect(pdf.status).toBe(422);
    expect((await json<{ message: string }>(pdf)).message).toBe(MESSAGES.reportType);
    const xlsx = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00, 0x08, 0x00, 0x00, 0x00, 0x21, 0x00]);
    const binary = await send(accessToken, { file: csv(xlsx, 'report.csv') });
    expect(binary.status).toBe(422);
    expect((await json<{ message: string }>(binary)).message).toBe(MESSAGES.reportNotText);
    expect(await filesOf(user.id)).toEqual([]);
  });

  it('refuses an image and a report on one message, and an empty file with no words', async () => {
    const { accessToken } = await signUp();
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'a.png', {
      type: 'image/png',
    });
    const both = await send(accessToken, { image: png, file: csv(GOOGLE_CSV) });
    expect(both.status).toBe(422);
    expect((await json<{ message: string }>(both)).message).toBe(MESSAGES.oneAttachment);
    const empty = await send(accessToken, { file: csv('') });
    expect(empty.status).toBe(422);
    expect((await json<{ message: string }>(empty)).message).toBe(MESSAGES.emptyMessage);
  });

  it('answers plainly for a file of blank lines and for one without the columns it needs', async () => {
    const { accessToken } = await signUp();
    const blank = await ask(accessToken, { file: csv('\n\n  \n') });
    expect(blank.reply.text_content).toContain('This file is empty: there is no report in it to audit.');
    const columns = await ask(accessToken, { file: csv('Campaign,Impr.,Clicks\nA,100,10\nB,200,20\n') });
    expect(columns.reply.text_content).toContain('I can’t audit this table yet');
    expect(columns.reply.text_content).toContain('Cost (or Amount spent, Spend)');
    const rows = Array.from({ length: REPORT_LIMITS.rows + 1 }, (_, i) => `C${i},100,10,5.00`);
    const many = await ask(accessToken, { file: csv(['Campaign,Impr.,Clicks,Cost', ...rows].join('\n')) });
    expect(many.reply.text_content).toContain('This report has 5,001 rows; I can audit at most 5,000');
  });

  it('reads UTF-16 as Excel saves it, with or without a byte-order mark, and says so when it cannot read a file', async () => {
    const { accessToken } = await signUp();
    const expected = '| Generic - Running Shoes | $4,820.00 |';
    const le = await ask(accessToken, { file: csv(utf16(GOOGLE_CSV)) });
    expect(le.reply.text_content).toContain(expected);
    const be = await ask(accessToken, { file: csv(utf16(GOOGLE_CSV, { littleEndian: false, bom: false })) });
    expect(be.reply.text_content).toContain(expected);
    // 'Générique' as Windows-1252 writes it: é is the single byte 0xE9, which is no UTF-8.
    const windows1252 = new TextEncoder()
      .encode(GOOGLE_CSV.replace('Competitors', 'G~n~rique'))
      .map((byte) => (byte === 0x7e ? 0xe9 : byte));
    const { accessToken: other } = await signUp();
    const unreadable = await ask(other, { file: csv(windows1252) });
    expect(unreadable.reply.text_content).toContain('I could not read this file’s text: it is not UTF-8');
  });
});

describe('an attached report is its owner’s alone', () => {
  it('downloads through its signed URL as an attachment, and through nothing else', async () => {
    const { accessToken } = await signUp();
    const { chatId, userMessage } = await ask(accessToken, { file: csv(GOOGLE_CSV, 'Campañas nov.csv') });
    const url = userMessage.file?.url ?? '';
    const res = await SELF.fetch(`${BASE}${url}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('Content-Disposition')).toBe(
      `attachment; filename="Campa_as nov.csv"; filename*=UTF-8''Campa%C3%B1as%20nov.csv`,
    );
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(await res.text()).toBe(GOOGLE_CSV);

    const { accessToken: otherToken } = await signUp();
    const other = await ask(otherToken, { file: csv(META_ADS) });
    expect((await api(`/api/chatbot/history/${chatId}`, { token: otherToken })).status).toBe(404);
    // Their own signature does not open the first user's file.
    const key = await fileKeyOf(userMessage._id);
    const theirs = new URL(other.userMessage.file?.url ?? '', BASE);
    expect((await SELF.fetch(`${BASE}/api/files/${key}${theirs.search}`)).status).toBe(404);
    expect((await SELF.fetch(`${BASE}/api/files/${key}`)).status).toBe(404);
    const expired = await signFileUrl(env, key, Date.now() - 13 * 60 * 60 * 1000);
    expect((await SELF.fetch(`${BASE}${expired}`)).status).toBe(404);
    // An image URL's signature for the same key opens nothing either.
    expect((await SELF.fetch(`${BASE}/api/images/${key}${new URL(url, BASE).search}`)).status).toBe(404);
  });

  it('is linked from the chat’s Markdown export for 7 days, and the link downloads it', async () => {
    const { accessToken } = await signUp();
    const { chatId } = await ask(accessToken, { file: csv(GOOGLE_CSV, 'Nov [final].csv'), userMessage: 'Audit this' });
    const before = Date.now();
    const text = await (await api(`/api/chatbot/export/${chatId}`, { token: accessToken })).text();
    const lines = text.split('\n\n');
    expect(lines[1]).toMatch(/^_Report links work until \d{4}-\d\d-\d\d \d\d:\d\d UTC\._$/);
    const link = /^\[Nov \\\[final\\\]\.csv\]\((\S+)\)$/.exec(lines[3] ?? '')?.[1] ?? '';
    expect(lines[4]).toBe('Audit this');
    const expires = Number(new URL(link).searchParams.get('expires'));
    expect(expires - before).toBeGreaterThanOrEqual(EXPORT_IMAGE_URL_TTL_MS - 1000);
    const res = await SELF.fetch(link);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(GOOGLE_CSV);
  });

  it('is deleted from storage with its chat', async () => {
    const { accessToken } = await signUp();
    const { chatId, userMessage } = await ask(accessToken, { file: csv(GOOGLE_CSV) });
    const key = await fileKeyOf(userMessage._id);
    expect(await env.IMAGES.head(key)).not.toBeNull();
    const res = await api(`/api/chatbot/delete-chat/${chatId}`, { method: 'DELETE', token: accessToken });
    expect(res.status).toBe(200);
    await vi.waitFor(async () => expect(await env.IMAGES.head(key)).toBeNull());
  });

  it('leaves nothing stored when the send is refused: over the Free limit, or another user’s chat', async () => {
    const { accessToken, user } = await signUp();
    const first = await ask(accessToken, { userMessage: 'What is a good CTR?' });
    await ask(accessToken, { userMessage: 'And a good CPC?', chatId: first.chatId });
    await ask(accessToken, { userMessage: 'And a good CPA?', chatId: first.chatId });
    const over = await send(accessToken, { file: csv(GOOGLE_CSV) });
    expect(over.status).toBe(402);
    expect((await json<{ message: string }>(over)).message).toBe(QUOTA_MESSAGES.questions(3));

    const { accessToken: otherToken, user: other } = await signUp();
    const theirs = await send(otherToken, { chatId: first.chatId, file: csv(GOOGLE_CSV) });
    expect(theirs.status).toBe(404);
    await vi.waitFor(async () => {
      expect(await filesOf(user.id)).toEqual([]);
      expect(await filesOf(other.id)).toEqual([]);
    });
  });
});
