import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adsContent } from '../../web/content/ads';
import { CONTROLS_HIDE_MS, VideoPlayer } from '../../web/features/landing/video-player';

const VIDEO = adsContent.howItWorks.video;

/** jsdom's <video> cannot play: this one keeps a paused flag and a clock the test moves. */
function fakeMedia(video: HTMLVideoElement) {
  let paused = true;
  let time = 0;
  Object.defineProperties(video, {
    paused: { get: () => paused },
    currentTime: {
      get: () => time,
      set: (value: number) => {
        time = value;
        video.dispatchEvent(new Event('timeupdate'));
      },
    },
    duration: { get: () => 36.5 },
    play: {
      value: () => {
        paused = false;
        video.dispatchEvent(new Event('play'));
        return Promise.resolve();
      },
    },
    pause: {
      value: () => {
        paused = true;
        video.dispatchEvent(new Event('pause'));
      },
    },
  });
  video.dispatchEvent(new Event('durationchange'));
}

function renderPlayer() {
  render(<VideoPlayer video={VIDEO} title="A short walkthrough of AdWise" />);
  const video = document.querySelector('video') as HTMLVideoElement;
  act(() => fakeMedia(video));
  return video;
}

const controls = () => screen.getByTestId('video-controls');

/** jsdom has no text tracks: renders again with a stand-in one the test fires cue changes on. */
function cleanupAndRenderWithTrack(track: { listeners: (() => void)[] }) {
  cleanup();
  const textTracks = Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, 'textTracks');
  Object.defineProperty(HTMLMediaElement.prototype, 'textTracks', {
    configurable: true,
    get: () => [
      Object.assign(track, {
        addEventListener: (_: string, fn: () => void) => track.listeners.push(fn),
        removeEventListener: () => {},
      }),
    ],
  });
  try {
    renderPlayer();
  } finally {
    if (textTracks) Object.defineProperty(HTMLMediaElement.prototype, 'textTracks', textTracks);
    else delete (HTMLMediaElement.prototype as { textTracks?: unknown }).textTracks;
  }
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('VideoPlayer', () => {
  it('loads nothing until played, with a poster and captions', () => {
    const video = renderPlayer();
    expect(video).toHaveAttribute('preload', 'none');
    expect(video).toHaveAttribute('poster', VIDEO.poster);
    expect(video.querySelector('track')).toHaveAttribute('kind', 'captions');
    expect(screen.getByTestId('video-time')).toHaveTextContent('0:00 / 0:36');
  });

  it('plays and pauses from the big button and the control bar', () => {
    const video = renderPlayer();
    fireEvent.click(screen.getByRole('button', { name: 'Play video' }));
    expect(video.paused).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(video.paused).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(video.paused).toBe(false);
  });

  it('seeks and shows the time', () => {
    const video = renderPlayer();
    fireEvent.change(screen.getByRole('slider', { name: 'Seek' }), { target: { value: '12.4' } });
    expect(video.currentTime).toBe(12.4);
    expect(screen.getByTestId('video-time')).toHaveTextContent('0:12 / 0:36');
    expect(screen.getByRole('slider', { name: 'Seek' })).toHaveAttribute('aria-valuetext', '0:12 of 0:36');
  });

  it('mutes, unmutes and sets the volume', () => {
    const video = renderPlayer();
    fireEvent.click(screen.getByRole('button', { name: 'Mute' }));
    expect(video.muted).toBe(true);
    fireEvent.volumeChange(video);
    fireEvent.click(screen.getByRole('button', { name: 'Unmute' }));
    expect(video.muted).toBe(false);
    fireEvent.change(screen.getByRole('slider', { name: 'Volume' }), { target: { value: '0.3' } });
    expect(video.volume).toBeCloseTo(0.3);
  });

  it(`hides the controls ${CONTROLS_HIDE_MS} ms after the mouse stops while playing, and shows them on movement`, () => {
    renderPlayer();
    fireEvent.click(screen.getByRole('button', { name: 'Play video' }));
    act(() => vi.advanceTimersByTime(CONTROLS_HIDE_MS - 1));
    expect(controls()).toHaveAttribute('data-hidden', 'false');
    act(() => vi.advanceTimersByTime(1));
    expect(controls()).toHaveAttribute('data-hidden', 'true');
    fireEvent.mouseMove(screen.getByTestId('video-player'));
    expect(controls()).toHaveAttribute('data-hidden', 'false');
    act(() => vi.advanceTimersByTime(CONTROLS_HIDE_MS));
    expect(controls()).toHaveAttribute('data-hidden', 'true');
  });

  it('keeps the controls while paused', () => {
    renderPlayer();
    act(() => vi.advanceTimersByTime(CONTROLS_HIDE_MS * 2));
    expect(controls()).toHaveAttribute('data-hidden', 'false');
  });

  it('goes full screen and back', () => {
    renderPlayer();
    const frame = screen.getByTestId('video-player');
    frame.requestFullscreen = vi.fn(async () => {
      Object.defineProperty(document, 'fullscreenElement', { value: frame, configurable: true });
      document.dispatchEvent(new Event('fullscreenchange'));
    });
    fireEvent.click(screen.getByRole('button', { name: 'Full screen' }));
    expect(frame.requestFullscreen).toHaveBeenCalled();
    return vi.waitFor(() => expect(screen.getByRole('button', { name: 'Exit full screen' })).toBeInTheDocument());
  });

  it('draws the current caption above the controls while playing, and turns captions off', () => {
    const video = renderPlayer();
    const cue = { text: 'Create your free account in a minute' };
    const track = { mode: 'showing', activeCues: [cue], listeners: [] as (() => void)[] };
    expect(video.querySelector('track')).toHaveAttribute('src', VIDEO.captions);
    cleanupAndRenderWithTrack(track);
    fireEvent.click(screen.getByRole('button', { name: 'Play video' }));
    act(() => {
      for (const listener of track.listeners) listener();
    });
    expect(track.mode).toBe('hidden');
    expect(screen.getByTestId('video-caption')).toHaveTextContent(cue.text);
    fireEvent.click(screen.getByRole('button', { name: 'Captions' }));
    expect(screen.queryByTestId('video-caption')).not.toBeInTheDocument();
  });

  it('shows the still image when the video fails to load', () => {
    const video = renderPlayer();
    fireEvent.error(video);
    expect(screen.getByRole('img', { name: 'A short walkthrough of AdWise' })).toHaveAttribute('src', VIDEO.poster);
    expect(screen.queryByTestId('video-player')).not.toBeInTheDocument();
  });
});
