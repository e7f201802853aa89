import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { otpLength } from '../lib/otp';

export const config = new Hono<AppEnv>().get('/', (c) =>
  c.json({
    otpLength: otpLength(c.env),
    googleClientId: c.env.GOOGLE_CLIENT_ID || null,
    persona: c.env.PERSONA,
  }),
);
