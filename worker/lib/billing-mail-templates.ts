import { html } from 'hono/html';
import type { Persona } from '../contract/agents';
import { APP_NAME } from './brand';
import type { Mail } from './mail';

/** What the plan is for, in each pack's words (PRODUCT.md's personas). */
const WORK: Record<Persona, string> = {
  ads: 'ad questions, image uploads and saved action plans',
  coach: 'session plans, drills and saved sessions',
};

type Action = { label: string; link: string };

function layout(to: string, subject: string, paragraphs: string[], action: Action): Mail {
  const text = `${paragraphs.join('\n\n')}\n\n${action.label}: ${action.link}\n\n${APP_NAME}`;
  const body = html`<!doctype html>
<html lang="en">
  <body style="margin:0;padding:24px;background:#f1f5f9;font-family:-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#0f172a">
    <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:480px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
      <tr><td style="font-size:20px;font-weight:700;color:#2563eb">${APP_NAME}</td></tr>
      ${paragraphs.map((p) => html`<tr><td style="padding-top:16px;font-size:16px;line-height:1.5">${p}</td></tr>`)}
      <tr><td style="padding-top:24px"><a href="${action.link}" style="display:inline-block;background:#2563eb;color:#ffffff;text-decoration:none;padding:10px 18px;border-radius:8px;font-weight:600">${action.label}</a></td></tr>
    </table>
  </body>
</html>`;
  return { to, subject, text, html: body.toString() };
}

export type TrialEndingInput = {
  persona: Persona;
  plan: string;
  amount: string;
  period: string;
  date: string;
  link: string;
};

export function trialEndingMail(to: string, t: TrialEndingInput): Mail {
  return layout(
    to,
    `Your ${APP_NAME} trial ends on ${t.date}`,
    [
      `Your free trial of ${APP_NAME} ${t.plan} ends on ${t.date}. Then your card is charged ${t.amount} per ${t.period}, and you keep unlimited ${WORK[t.persona]}.`,
      "Nothing to do if you want to keep it. If you don't, cancel before then and you won't be charged.",
    ],
    { label: 'Manage or cancel', link: t.link },
  );
}

export type PaymentFailedInput = { persona: Persona; amount: string; link: string };

export function paymentFailedMail(to: string, p: PaymentFailedInput): Mail {
  return layout(
    to,
    `Your ${APP_NAME} payment didn't go through`,
    [
      `We couldn't take your payment of ${p.amount}. Your plan stays on for now while we try the card again.`,
      `Update your card to keep your ${WORK[p.persona]} without a break.`,
    ],
    { label: 'Update card', link: p.link },
  );
}

export type CancellationInput = { persona: Persona; plan: string; endsOn: string | null; trial: boolean; link: string };

/** `endsOn` null: the plan has already ended (cancelled at once, or after failed payments). */
export function cancellationMail(to: string, c: CancellationInput): Mail {
  const first = c.endsOn
    ? c.trial
      ? `Your ${APP_NAME} ${c.plan} trial is cancelled. You keep it until ${c.endsOn} and you won't be charged.`
      : `Your ${APP_NAME} ${c.plan} plan is cancelled. You keep it until ${c.endsOn}, and you won't be charged again.`
    : `Your ${APP_NAME} ${c.plan} plan has ended. You're on the Free plan now.`;
  return layout(
    to,
    c.endsOn ? `Your ${APP_NAME} plan is cancelled` : `Your ${APP_NAME} plan has ended`,
    [first, `Changed your mind? Resume or pick a plan anytime to get your ${WORK[c.persona]} back.`],
    { label: c.endsOn ? 'Resume my plan' : 'See plans', link: c.link },
  );
}
