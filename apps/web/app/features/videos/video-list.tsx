import type { VideoItem } from '@verdantia/domain/videos/videos';
import { site } from '@verdantia/domain/site/config';
import { YouTubeIcon } from '~/ui/icons/social-icons';
import { VideoFacade } from './video-facade';

const publishedOn = (iso: string | undefined) =>
  iso &&
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

function ChannelLink() {
  return (
    <a
      href={site.social.youtube}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-2 font-semibold text-brand-800 underline-offset-4 hover:underline"
    >
      <YouTubeIcon />
      All episodes on our YouTube channel
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

function Featured({ video }: { video: VideoItem }) {
  const date = publishedOn(video.snippet.publishedAt);
  return (
    <div className="grid gap-8 lg:grid-cols-[1.7fr_1fr] lg:items-center">
      <VideoFacade videoId={video.id.videoId} title={video.snippet.title} large />
      <div className="rounded-3xl border border-line bg-white p-6 sm:p-8">
        <p className="text-sm font-semibold tracking-[0.14em] text-brand-700 uppercase">
          Featured episode
        </p>
        {date && <p className="mt-2 text-sm text-muted">Published {date}</p>}
        <p className="mt-4 text-pretty text-muted">
          {video.snippet.description ||
            `Each episode of the ${site.name} podcast takes one question from the teams we work with and answers it with practitioners who have done the work: what regulators expect, what good evidence looks like and where organisations tend to go wrong.`}
        </p>
        <p className="mt-4 text-pretty text-muted">
          New conversations are published every month. Press play to watch here; the video loads
          from YouTube only when you ask for it.
        </p>
        <div className="mt-6">
          <ChannelLink />
        </div>
      </div>
    </div>
  );
}

function Related({ videos }: { videos: VideoItem[] }) {
  return (
    <div className="mt-16">
      <h2
        id="related-title"
        className="text-2xl font-bold tracking-tight text-brand-950 sm:text-3xl"
      >
        Related Podcasts
      </h2>
      <ul aria-labelledby="related-title" className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {videos.map((video) => (
          <li key={video.id.videoId}>
            <VideoFacade videoId={video.id.videoId} title={video.snippet.title} />
            {video.snippet.publishedAt && (
              <p className="mt-3 text-sm text-muted">{publishedOn(video.snippet.publishedAt)}</p>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The featured episode, then the rest under Related Podcasts; loaded with the list. */
export default function VideoList({ videos }: { videos: VideoItem[] }) {
  if (videos.length === 0)
    return (
      <div className="rounded-3xl border border-line bg-white p-8 text-center">
        <p className="text-lg text-ink">Our first episodes are being edited.</p>
        <p className="mt-4">
          <ChannelLink />
        </p>
      </div>
    );
  return (
    <>
      <Featured video={videos[0]!} />
      {videos.length > 1 && <Related videos={videos.slice(1)} />}
    </>
  );
}
