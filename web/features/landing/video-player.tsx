import { Captions, CaptionsOff, Maximize, Minimize, Pause, Play, Volume2, VolumeX } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { VideoSource } from '../../content/persona';

/** SPEC.md section 9: the controls hide after 3 s without mouse movement while the video plays. */
export const CONTROLS_HIDE_MS = 3000;

const formatTime = (seconds: number) => {
  const whole = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};

const controlClass = 'rounded-md p-1.5 text-white hover:bg-white/20';

export function VideoPlayer({ video, title }: { video: VideoSource; title: string }) {
  const frame = useRef<HTMLElement>(null);
  const media = useRef<HTMLVideoElement>(null);
  const hideTimer = useRef(0);
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const [volume, setVolume] = useState(1);
  const [muted, setMuted] = useState(false);
  const [fullscreen, setFullscreen] = useState(false);
  const [controlsShown, setControlsShown] = useState(true);
  const [failed, setFailed] = useState(false);
  const [captionsOn, setCaptionsOn] = useState(true);
  const [caption, setCaption] = useState('');

  const showControls = useCallback(() => {
    setControlsShown(true);
    window.clearTimeout(hideTimer.current);
    if (media.current && !media.current.paused) {
      hideTimer.current = window.setTimeout(() => setControlsShown(false), CONTROLS_HIDE_MS);
    }
  }, []);

  // The captions are drawn by the player, above its controls, rather than by the browser beneath them.
  useEffect(() => {
    const track = media.current?.textTracks?.[0];
    if (!track) return;
    track.mode = 'hidden';
    const onCue = () => setCaption((track.activeCues?.[0] as VTTCue | undefined)?.text ?? '');
    track.addEventListener('cuechange', onCue);
    return () => track.removeEventListener('cuechange', onCue);
  }, []);

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === frame.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => {
      document.removeEventListener('fullscreenchange', onChange);
      window.clearTimeout(hideTimer.current);
    };
  }, []);

  // Playing starts the countdown; pausing shows the controls for good.
  useEffect(() => {
    if (playing) showControls();
    else {
      window.clearTimeout(hideTimer.current);
      setControlsShown(true);
    }
  }, [playing, showControls]);

  const toggle = () => {
    const video = media.current;
    if (!video) return;
    if (video.paused) video.play().catch(() => undefined);
    else video.pause();
  };
  const seek = (seconds: number) => {
    if (media.current) media.current.currentTime = seconds;
    setTime(seconds);
  };
  const changeVolume = (level: number) => {
    if (!media.current) return;
    media.current.volume = level;
    media.current.muted = level === 0;
  };
  const toggleMute = () => {
    if (!media.current) return;
    media.current.muted = !media.current.muted;
    if (!media.current.muted && media.current.volume === 0) media.current.volume = 1;
  };
  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void frame.current?.requestFullscreen().catch(() => undefined);
  };

  if (failed) {
    return (
      <figure
        data-testid="video-fallback"
        className="overflow-hidden rounded-2xl border border-slate-200 dark:border-slate-800"
      >
        <img
          src={video.poster}
          alt={title}
          width={video.width}
          height={video.height}
          loading="lazy"
          className="h-auto w-full"
        />
        <figcaption className="bg-slate-100 px-4 py-2 text-sm text-slate-600 dark:bg-slate-900 dark:text-slate-300">
          The video could not be loaded, so here is a still from it.
        </figcaption>
      </figure>
    );
  }

  const hidden = playing && !controlsShown;
  return (
    <figure
      ref={frame}
      aria-label={title}
      data-testid="video-player"
      onMouseMove={showControls}
      onFocusCapture={showControls}
      onKeyDownCapture={showControls}
      className={`group relative aspect-video overflow-hidden rounded-2xl bg-slate-950 shadow-xl ${hidden ? 'cursor-none' : ''}`}
    >
      <video
        ref={media}
        src={video.src}
        poster={video.poster}
        preload="none"
        playsInline
        title={title}
        width={video.width}
        height={video.height}
        onClick={toggle}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        onTimeUpdate={(event) => setTime(event.currentTarget.currentTime)}
        onDurationChange={(event) => setDuration(event.currentTarget.duration)}
        onVolumeChange={(event) => {
          setVolume(event.currentTarget.volume);
          setMuted(event.currentTarget.muted);
        }}
        onError={() => setFailed(true)}
        className="size-full object-contain"
      >
        <track kind="captions" src={video.captions} srcLang="en" label="English" default />
      </video>
      {playing && captionsOn && caption && (
        <p
          data-testid="video-caption"
          className={`pointer-events-none absolute inset-x-4 text-center motion-safe:transition-[bottom] ${hidden ? 'bottom-4' : 'bottom-14'}`}
        >
          <span className="rounded bg-slate-950/80 px-2 py-1 text-xs text-white sm:text-base">{caption}</span>
        </p>
      )}
      {!playing && (
        <button
          type="button"
          onClick={toggle}
          aria-label="Play video"
          className="absolute top-1/2 left-1/2 flex size-16 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-blue-600 text-white shadow-lg hover:bg-blue-700"
        >
          <Play aria-hidden className="ml-1 size-7" />
        </button>
      )}
      <div
        data-testid="video-controls"
        data-hidden={hidden}
        className={`absolute inset-x-0 bottom-0 flex items-center gap-2 bg-linear-to-t from-slate-950/90 to-transparent px-3 pt-8 pb-2 motion-safe:transition-opacity ${hidden ? 'pointer-events-none opacity-0' : 'opacity-100'}`}
      >
        <button type="button" onClick={toggle} aria-label={playing ? 'Pause' : 'Play'} className={controlClass}>
          {playing ? <Pause aria-hidden className="size-5" /> : <Play aria-hidden className="size-5" />}
        </button>
        <input
          type="range"
          aria-label="Seek"
          aria-valuetext={`${formatTime(time)} of ${formatTime(duration || video.seconds)}`}
          min={0}
          max={duration || 0}
          step={0.1}
          value={Math.min(time, duration || 0)}
          onChange={(event) => seek(Number(event.target.value))}
          className="min-w-0 flex-1 accent-blue-500"
        />
        <span data-testid="video-time" className="shrink-0 text-xs text-white tabular-nums">
          {formatTime(time)} / {formatTime(duration || video.seconds)}
        </span>
        <button type="button" onClick={toggleMute} aria-label={muted ? 'Unmute' : 'Mute'} className={controlClass}>
          {muted || volume === 0 ? (
            <VolumeX aria-hidden className="size-5" />
          ) : (
            <Volume2 aria-hidden className="size-5" />
          )}
        </button>
        <input
          type="range"
          aria-label="Volume"
          min={0}
          max={1}
          step={0.05}
          value={muted ? 0 : volume}
          onChange={(event) => changeVolume(Number(event.target.value))}
          className="hidden w-20 accent-blue-500 sm:block"
        />
        <button
          type="button"
          onClick={() => setCaptionsOn((on) => !on)}
          aria-label="Captions"
          aria-pressed={captionsOn}
          className={controlClass}
        >
          {captionsOn ? <Captions aria-hidden className="size-5" /> : <CaptionsOff aria-hidden className="size-5" />}
        </button>
        <button
          type="button"
          onClick={toggleFullscreen}
          aria-label={fullscreen ? 'Exit full screen' : 'Full screen'}
          className={controlClass}
        >
          {fullscreen ? <Minimize aria-hidden className="size-5" /> : <Maximize aria-hidden className="size-5" />}
        </button>
      </div>
    </figure>
  );
}
