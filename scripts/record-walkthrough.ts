/**
 * Makes the landing page's walkthrough videos from the browser tests' screenshots of the real app
 * (this file's own, the accounts tests' and the chat tests'):
 *   npm run build && npm run test:e2e && node scripts/record-walkthrough.ts
 * Needs Debian's ffmpeg (`apt-get install ffmpeg`); CI never runs this, the results are committed
 * under web/public/media/: per persona an MP4, its poster and its captions, plus the social preview image.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const SHOTS = 'test-results/screenshots';
const OUT = 'web/public/media';
const SLIDE_SECONDS = 4.5;
const FADE_SECONDS = 0.5;
const MAX_BYTES = 2 * 1024 * 1024;

type Slide = { shot: string; caption: string };

const VIDEOS: Record<string, Slide[]> = {
  ads: [
    { shot: 'wt-ads-01-home', caption: 'AdWise: agency-grade advice on campaigns, budgets and bidding' },
    { shot: 'wt-ads-02-why-us', caption: 'Optimisation tips, budget help and troubleshooting, around the clock' },
    { shot: 'accounts-sign-up-desktop', caption: 'Create your free account in a minute' },
    { shot: 'accounts-verification-code-desktop', caption: 'Confirm your e-mail with the code we send you' },
    { shot: 'chat-welcome-desktop', caption: 'Ask about a campaign, a budget or a bid, in your own words' },
    { shot: 'chat-reply-desktop', caption: 'Get specific advice you apply yourself: AdWise never changes your ads' },
    { shot: 'wt-ads-04-pricing', caption: 'Start free, or try Standard or Premium free for 3 days' },
    { shot: 'wt-ads-05-settings', caption: 'See your plan in Settings, and update it any time' },
    { shot: 'wt-ads-06-help', caption: 'Stuck? Tell us in Help & Support and we reply by e-mail' },
    { shot: 'wt-ads-08-dark', caption: 'Light or dark: your choice, on every screen' },
  ],
  coach: [
    { shot: 'wt-coach-01-home', caption: 'AdWise: session plans and drill ideas from plain language' },
    { shot: 'wt-coach-02-why-us', caption: 'Session plans in seconds, multi-session plans, drills on demand' },
    { shot: 'wt-coach-04-pricing', caption: 'Start free, or try Standard or Premium free for 3 days' },
    { shot: 'wt-coach-05-settings', caption: 'See your plan in Settings, and update it any time' },
    { shot: 'wt-coach-07-faq', caption: 'Answers to common questions, one click away' },
    { shot: 'wt-coach-06-help', caption: 'Stuck? Tell us in Help & Support and we reply by e-mail' },
    { shot: 'wt-coach-08-dark', caption: 'Light or dark: your choice, on every screen' },
  ],
};

function ffmpeg(args: string[]) {
  const result = spawnSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: 'inherit' });
  if (result.error) throw new Error('ffmpeg is missing: apt-get install -y ffmpeg');
  if (result.status !== 0) throw new Error(`ffmpeg failed (exit ${result.status})`);
}

const shotPath = (shot: string) => join(SHOTS, `${shot}.png`);
const stamp = (seconds: number) => {
  const whole = Math.floor(seconds);
  const ms = Math.round((seconds - whole) * 1000);
  return `00:${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}.${String(ms).padStart(3, '0')}`;
};

/** The slides cross-fade, so each starts one fade before the previous one ends. */
function record(persona: string, slides: Slide[]) {
  const step = SLIDE_SECONDS - FADE_SECONDS;
  const inputs = slides.flatMap(({ shot }) => [
    '-loop',
    '1',
    '-framerate',
    '25',
    '-t',
    String(SLIDE_SECONDS),
    '-i',
    shotPath(shot),
  ]);
  // The top 1280 x 720 of each 1440 px wide screenshot, scaled to 1280 px first.
  const scaled = slides.map(
    (_, i) => `[${i}:v]scale=1280:-2:flags=lanczos,crop=1280:720:0:0,setsar=1,format=yuv420p[v${i}]`,
  );
  const fades = slides.slice(1).map((_, k) => {
    const from = k === 0 ? '[v0]' : `[x${k}]`;
    return `${from}[v${k + 1}]xfade=transition=fade:duration=${FADE_SECONDS}:offset=${(k + 1) * step}[x${k + 1}]`;
  });
  const last = slides.length > 1 ? `[x${slides.length - 1}]` : '[v0]';
  const video = join(OUT, `walkthrough-${persona}.mp4`);
  ffmpeg([
    ...inputs,
    '-filter_complex',
    [...scaled, ...fades].join(';'),
    '-map',
    last,
    '-c:v',
    'libx264',
    '-preset',
    'slow',
    '-tune',
    'stillimage',
    '-crf',
    '28',
    '-r',
    '25',
    '-pix_fmt',
    'yuv420p',
    '-movflags',
    '+faststart',
    '-an',
    video,
  ]);
  const [first] = slides;
  if (!first) throw new Error(`no slides for ${persona}`);
  ffmpeg([
    '-i',
    shotPath(first.shot),
    '-vf',
    'scale=1280:-2:flags=lanczos,crop=1280:720:0:0',
    '-q:v',
    '4',
    join(OUT, `walkthrough-${persona}-poster.jpg`),
  ]);
  const cues = slides.map(
    ({ caption }, i) => `${i + 1}\n${stamp(i * step)} --> ${stamp(i * step + step)}\n${caption}\n`,
  );
  writeFileSync(join(OUT, `walkthrough-${persona}.vtt`), `WEBVTT\n\n${cues.join('\n')}`);
  const seconds = slides.length * SLIDE_SECONDS - (slides.length - 1) * FADE_SECONDS;
  const bytes = statSync(video).size;
  console.log(`${video}: ${seconds} s, ${(bytes / 1024).toFixed(0)} KB`);
  if (bytes > MAX_BYTES) throw new Error(`${video} is over 2 MB: raise -crf or drop a slide`);
  return seconds;
}

const missing = Object.values(VIDEOS)
  .flat()
  .map(({ shot }) => shotPath(shot))
  .filter((path) => !existsSync(path));
if (missing.length) throw new Error(`Run npm run build && npm run test:e2e first; missing:\n${missing.join('\n')}`);

mkdirSync(OUT, { recursive: true });
const lengths = Object.fromEntries(
  Object.entries(VIDEOS).map(([persona, slides]) => [persona, record(persona, slides)]),
);
// The player shows each length before the video's own metadata has loaded.
writeFileSync('web/content/walkthrough-lengths.json', `${JSON.stringify(lengths, null, 2)}\n`);
// The social preview: the landing page's first screen at 1200 x 630.
ffmpeg([
  '-i',
  shotPath('wt-ads-01-home'),
  '-vf',
  'scale=1200:-2:flags=lanczos,crop=1200:630:0:0',
  '-q:v',
  '3',
  join(OUT, 'og-image.jpg'),
]);
console.log(`${join(OUT, 'og-image.jpg')}: ${(statSync(join(OUT, 'og-image.jpg')).size / 1024).toFixed(0)} KB`);
