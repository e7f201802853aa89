import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { PersonaContent } from '../../content/persona';
import { Section } from './section';

const VideoPlayer = lazy(async () => ({ default: (await import('./video-player')).VideoPlayer }));

/** True once the element comes within a screen of the viewport: the player and its poster load then. */
function useNearViewport() {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    if (!('IntersectionObserver' in window)) return setNear(true);
    const observer = new IntersectionObserver(([entry]) => entry?.isIntersecting && setNear(true), {
      rootMargin: '100% 0px',
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}

export function HowItWorksSection({ howItWorks }: { howItWorks: PersonaContent['howItWorks'] }) {
  const { ref, near } = useNearViewport();
  const { video, videoTitle } = howItWorks;
  // The poster stands in (lazily loaded by the browser) until the player's code arrives.
  const placeholder = (
    <img
      src={video.poster}
      alt={videoTitle}
      width={video.width}
      height={video.height}
      loading="lazy"
      className="aspect-video h-auto w-full rounded-2xl bg-slate-200 object-cover dark:bg-slate-800"
    />
  );
  return (
    <Section id="how-it-works" title={howItWorks.title} lead={howItWorks.lead}>
      <div className="grid items-center gap-10 lg:grid-cols-5">
        <ol className="flex flex-col gap-6 lg:col-span-2">
          {howItWorks.steps.map(({ title, text }, index) => (
            <li key={title} className="flex gap-4">
              <span
                aria-hidden
                className="flex size-9 shrink-0 items-center justify-center rounded-full bg-blue-600 font-semibold text-white"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="font-semibold">{title}</h3>
                <p className="mt-1 text-slate-600 dark:text-slate-300">{text}</p>
              </div>
            </li>
          ))}
        </ol>
        <div ref={ref} className="lg:col-span-3">
          {near ? (
            <Suspense fallback={placeholder}>
              <VideoPlayer video={video} title={videoTitle} />
            </Suspense>
          ) : (
            placeholder
          )}
        </div>
      </div>
    </Section>
  );
}
