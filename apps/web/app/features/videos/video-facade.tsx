import { useState } from 'react';
import { cn } from '~/ui/cn';

/** The privacy-enhanced embed address: nothing from the video host loads before a click. */
const videoEmbedUrl = (videoId: string) =>
  `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`;

const videoThumbnailUrl = (videoId: string) =>
  `https://i.ytimg.com/vi/${encodeURIComponent(videoId)}/hqdefault.jpg`;

// The image host answers an unknown id with a 120 px grey placeholder instead of an error.
const PLACEHOLDER_WIDTH = 120;

interface VideoFacadeProps {
  videoId: string;
  title: string;
  /** Larger title and play button, for the featured episode. */
  large?: boolean;
  className?: string;
}

/**
 * A video that costs nothing until it is wanted: a button showing the still, the title and a
 * play icon. A click swaps in the player (autoplaying, since the visitor just asked for it).
 * If the still fails to load, a drawn background takes its place.
 */
export function VideoFacade({ videoId, title, large, className }: VideoFacadeProps) {
  const [playing, setPlaying] = useState(false);
  const [stillFailed, setStillFailed] = useState(false);

  return (
    <div
      className={cn(
        'relative aspect-video overflow-hidden rounded-2xl bg-brand-950 shadow-card',
        className,
      )}
    >
      {playing ? (
        <iframe
          src={videoEmbedUrl(videoId)}
          title={title}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
          allowFullScreen
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          className="absolute inset-0 size-full border-0"
        />
      ) : (
        <button
          type="button"
          onClick={() => setPlaying(true)}
          aria-label={`Play video: ${title}`}
          className="group absolute inset-0 block size-full cursor-pointer text-left focus-visible:outline-4 focus-visible:-outline-offset-4 focus-visible:outline-accent-400"
        >
          <span
            aria-hidden="true"
            data-testid="video-still-fallback"
            className="absolute inset-0 bg-brand-900 bg-[radial-gradient(circle_at_20%_20%,#1ea38699,transparent_45%),radial-gradient(circle_at_90%_90%,#bef26455,transparent_40%)]"
          >
            <svg viewBox="0 0 320 180" className="absolute inset-0 size-full opacity-30">
              <path
                d="M0 120 C40 90 70 150 110 110 S180 60 220 100 S290 140 320 90"
                fill="none"
                stroke="#d9f99d"
                strokeWidth="2"
              />
              <path
                d="M0 135 C50 110 80 160 125 125 S190 80 235 115 S300 150 320 110"
                fill="none"
                stroke="#6fd9bd"
                strokeWidth="1.5"
              />
            </svg>
          </span>
          {!stillFailed && (
            <img
              src={videoThumbnailUrl(videoId)}
              alt=""
              width={480}
              height={360}
              loading="lazy"
              decoding="async"
              onError={() => setStillFailed(true)}
              onLoad={(e) =>
                e.currentTarget.naturalWidth <= PLACEHOLDER_WIDTH && setStillFailed(true)
              }
              className="absolute inset-0 size-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
            />
          )}
          <span
            aria-hidden="true"
            className="absolute inset-0 bg-gradient-to-t from-black/80 via-black/20 to-transparent"
          />
          <span
            aria-hidden="true"
            className={cn(
              'absolute top-1/2 left-1/2 grid -translate-1/2 place-items-center rounded-full bg-white/95 text-brand-800 shadow-lg ring-4 ring-white/30 transition-transform group-hover:scale-110',
              large ? 'size-14 sm:size-20' : 'size-14',
            )}
          >
            <svg
              viewBox="0 0 24 24"
              className={large ? 'ml-0.5 size-6 sm:ml-1 sm:size-9' : 'ml-0.5 size-6'}
            >
              <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
            </svg>
          </span>
          <span
            className={cn(
              'absolute inset-x-0 bottom-0 p-4 font-semibold text-balance text-white',
              large ? 'text-base sm:p-6 sm:text-2xl' : 'text-base',
            )}
          >
            {title}
          </span>
        </button>
      )}
    </div>
  );
}
