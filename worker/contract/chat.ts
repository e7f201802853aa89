import * as v from 'valibot';
import { MESSAGES, VERSION_MESSAGES } from './messages';

export const MAX_MESSAGE_CHARS = 8000;
export const MAX_CHAT_IMAGE_BYTES = 10 * 1024 * 1024;
/** An attached report (the audit's own limit, REPORT_LIMITS in worker/lib/ai/report-table.ts). */
export const MAX_CHAT_FILE_BYTES = 2 * 1024 * 1024;
/** Windows browsers call a .csv 'application/vnd.ms-excel'; a renamed export may come as plain text. */
const REPORT_TYPES = ['text/csv', 'application/csv', 'application/vnd.ms-excel', 'text/plain'];
export const isReportFile = (file: { name: string; type: string }) =>
  /\.csv$/i.test(file.name) || REPORT_TYPES.includes(file.type);

export const renameChatSchema = v.object({
  newChatName: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Chat name cannot be empty!'),
    v.maxLength(100, 'Chat names can be at most 100 characters.'),
  ),
});

export const chatIdParam = v.object({ chatId: v.pipe(v.string(), v.maxLength(64)) });

export const searchQuery = v.object({ q: v.pipe(v.optional(v.string(), ''), v.trim(), v.maxLength(200)) });

export const CHAT_PAGE_SIZE = 50;
export const MAX_CHAT_PAGE_SIZE = 200;
const LIMIT_MESSAGE = `Ask for 1 to ${MAX_CHAT_PAGE_SIZE} chats at a time.`;

export const chatListQuery = v.object({
  cursor: v.optional(v.pipe(v.string(), v.maxLength(200, MESSAGES.unknownPage))),
  /** `true`: only the chats the user saved. */
  saved: v.optional(
    v.pipe(
      v.picklist(['true', 'false'], 'Saved is true or false.'),
      v.transform((saved) => saved === 'true'),
    ),
    'false',
  ),
  limit: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,3}$/, LIMIT_MESSAGE),
      v.transform(Number),
      v.minValue(1, LIMIT_MESSAGE),
      v.maxValue(MAX_CHAT_PAGE_SIZE, LIMIT_MESSAGE),
    ),
    String(CHAT_PAGE_SIZE),
  ),
});

const CLIENT_ID = /^[\w-]{1,64}$/;

/** SPEC.md's fields plus ours: the chat, the send's id (a retry is answered, not stored twice), a new chat's agent. */
export const sendMessageSchema = v.pipe(
  v.object({
    userMessage: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(MAX_MESSAGE_CHARS, MESSAGES.messageTooLong)), ''),
    // An empty file input arrives as an empty file or an empty string: no image.
    image: v.optional(
      v.pipe(
        v.union([v.file(), v.literal('')]),
        v.transform((file) => (file instanceof File && file.size > 0 ? file : null)),
        v.check((file) => !file || file.size <= MAX_CHAT_IMAGE_BYTES, MESSAGES.chatImageTooLarge),
      ),
      '',
    ),
    /** A report's CSV export, audited by the reply. */
    file: v.optional(
      v.pipe(
        v.union([v.file(), v.literal('')]),
        v.transform((file) => (file instanceof File && file.size > 0 ? file : null)),
        v.check((file) => !file || isReportFile(file), MESSAGES.reportType),
        v.check((file) => !file || file.size <= MAX_CHAT_FILE_BYTES, MESSAGES.reportTooLarge),
      ),
      '',
    ),
    chatId: v.optional(v.pipe(v.string(), v.maxLength(64, MESSAGES.chatNotFound))),
    clientId: v.optional(v.pipe(v.string(), v.regex(CLIENT_ID, MESSAGES.badClientId))),
    agent: v.optional(v.pipe(v.string(), v.maxLength(64)), 'advisor'),
    /** A cut-off reply to regenerate in place, answering its stored question (chatId names its chat). */
    retryOf: v.optional(v.pipe(v.string(), v.maxLength(64, MESSAGES.replyNotFound))),
    /** The chat's last question, asked again as `userMessage`: the old question and reply stay as a version. */
    editOf: v.optional(v.pipe(v.string(), v.maxLength(64, VERSION_MESSAGES.questionNotFound))),
  }),
  v.check(
    (send) => send.userMessage !== '' || send.image !== null || send.file !== null || send.retryOf !== undefined,
    MESSAGES.emptyMessage,
  ),
  v.check((send) => send.image === null || send.file === null, MESSAGES.oneAttachment),
  v.check((send) => send.retryOf === undefined || send.chatId !== undefined, MESSAGES.replyNotFound),
  v.check(
    (send) =>
      send.editOf === undefined ||
      (send.chatId !== undefined && send.retryOf === undefined && !send.image && !send.file),
    VERSION_MESSAGES.editAlone,
  ),
);

export type SendInput = v.InferOutput<typeof sendMessageSchema>;
