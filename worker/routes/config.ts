import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { hasVision } from '../lib/ai/model';
import { otpLength } from '../lib/otp';

export const config = new Hono<AppEnv>().get('/', (c) =>
  c.json({
    otpLength: otpLength(c.env),
    googleClientId: c.env.GOOGLE_CLIENT_ID || null,
    persona: c.env.PERSONA,
    vision: hasVision(c.env),
  }),
);
