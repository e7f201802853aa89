import { expect } from 'vitest';
import { baseURL } from './browser';

type DevMail = { to: string; subject: string; text: string };

/** The code in the newest of `count` mails to `to`, read from the dev mailbox as a tester would. */
export async function codeFromMailbox(to: string, count = 1): Promise<string> {
  let mails: DevMail[] = [];
  await expect
    .poll(
      async () => {
        mails = (await (await fetch(`${baseURL()}/api/dev/mailbox?to=${encodeURIComponent(to)}`)).json()) as DevMail[];
        return mails.length;
      },
      { timeout: 10_000 },
    )
    .toBeGreaterThanOrEqual(count);
  const code = /\b(\d{4,8})\b/.exec(mails[0]?.text ?? '')?.[1];
  if (!code) throw new Error(`no code in the mail to ${to}`);
  return code;
}
