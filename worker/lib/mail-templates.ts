import { html } from 'hono/html';
import type { OtpPurpose } from '../db/schema';
import { APP_NAME } from './brand';
import type { Mail } from './mail';
import { OTP_TTL_MS } from './otp';

const COPY: Record<OtpPurpose, { subject: string; lead: string }> = {
  verify_email: {
    subject: `Your ${APP_NAME} verification code`,
    lead: `Welcome to ${APP_NAME}! Enter this code to verify your e-mail address:`,
  },
  reset_password: {
    subject: `Your ${APP_NAME} password reset code`,
    lead: 'Someone (hopefully you) asked to reset your password. Enter this code to choose a new one:',
  },
};

export function codeMail(to: string, purpose: OtpPurpose, code: string): Mail {
  const { subject, lead } = COPY[purpose];
  const minutes = OTP_TTL_MS / 60_000;
  const ignore = "If you didn't ask for this, you can ignore this e-mail; nothing changes.";
  const text = `${lead}\n\n${code}\n\nThe code works once and expires in ${minutes} minutes.\n${ignore}\n\n${APP_NAME}`;
  const body = html`<!doctype html>
<html lang="en">
  <body style="margin:0;padding:24px;background:#f1f5f9;font-family:-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#0f172a">
    <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:480px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
      <tr><td style="font-size:20px;font-weight:700;color:#2563eb">${APP_NAME}</td></tr>
      <tr><td style="padding-top:16px;font-size:16px;line-height:1.5">${lead}</td></tr>
      <tr><td style="padding:24px 0;font-size:32px;font-weight:700;letter-spacing:8px;text-align:center">${code}</td></tr>
      <tr><td style="font-size:14px;line-height:1.5;color:#475569">The code works once and expires in ${minutes} minutes.<br>${ignore}</td></tr>
    </table>
  </body>
</html>`;
  return { to, subject, text, html: body.toString() };
}

export function problemReportMail(
  to: string,
  report: { id: string; email: string; description: string; userId: string | null },
): Mail {
  const who = report.userId ? `${report.email} (account ${report.userId})` : `${report.email} (not signed in)`;
  const subject = `${APP_NAME} support report from ${report.email}`;
  const text = `From: ${who}\nReport: ${report.id}\n\n${report.description}\n`;
  const body = html`<!doctype html>
<html lang="en">
  <body style="margin:0;padding:24px;font-family:-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#0f172a">
    <p style="margin:0 0 4px;font-size:14px;color:#475569">From: ${who}</p>
    <p style="margin:0 0 16px;font-size:14px;color:#475569">Report: ${report.id}</p>
    <div style="white-space:pre-wrap;font-size:16px;line-height:1.5">${report.description}</div>
  </body>
</html>`;
  return { to, subject, text, html: body.toString(), replyTo: report.email };
}

/** `when` in full for the body, `at` short for the subject ('Tue 1 Dec, 17:00'): both on the event's own clock. */
export type ReminderMailInput = { title: string; when: string; at: string; link: string; linkLabel: string };

export function reminderMail(to: string, event: ReminderMailInput): Mail {
  const subject = `Reminder: ${event.title}, ${event.at}`;
  const text = `${event.title}\n${event.when}\n\n${event.linkLabel}: ${event.link}\n\n${APP_NAME}`;
  const body = html`<!doctype html>
<html lang="en">
  <body style="margin:0;padding:24px;background:#f1f5f9;font-family:-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#0f172a">
    <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:480px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
      <tr><td style="font-size:20px;font-weight:700;color:#2563eb">${APP_NAME}</td></tr>
      <tr><td style="padding-top:16px;font-size:18px;font-weight:600;line-height:1.4">${event.title}</td></tr>
      <tr><td style="padding-top:8px;font-size:16px;line-height:1.5">${event.when}</td></tr>
      <tr><td style="padding-top:24px"><a href="${event.link}" style="display:inline-block;background:#2563eb;color:#ffffff;text-decoration:none;padding:10px 18px;border-radius:8px;font-weight:600">${event.linkLabel}</a></td></tr>
    </table>
  </body>
</html>`;
  return { to, subject, text, html: body.toString() };
}
