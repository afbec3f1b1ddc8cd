import * as Dialog from '@radix-ui/react-dialog';
import X from 'lucide-react/icons/x';
import ReactPlayer from 'react-player';
import { useRef } from 'react';
import { academyMessages, type Lecture } from '@verdantia/domain/academy/learner';
import { FormAlert } from '~/ui/form';
import { formatDuration } from './format-duration';
import { useLectureProgress, type MarkState } from './use-lecture-progress';

const markAlerts: Record<
  Exclude<MarkState, 'idle'>,
  { tone: 'info' | 'success' | 'error'; text: string }
> = {
  sending: { tone: 'info', text: academyMessages.markWait },
  marked: { tone: 'success', text: academyMessages.marked },
  unwatched: { tone: 'info', text: academyMessages.notWatched },
  error: { tone: 'error', text: academyMessages.markError },
};

interface PlayerDialogProps {
  courseId: string;
  lecture: Lecture;
  onClose: () => void;
}

/**
 * The lecture in a large modal: native controls (keyboard and screen-reader usable), captions
 * when the lecture has a WebVTT file, resume from the saved position, and reports of the stretches
 * actually played, from which the server decides completion.
 * Loaded only when a lecture is chosen, so the player never weighs on other pages.
 */
export default function PlayerDialog({ courseId, lecture, onClose }: PlayerDialogProps) {
  const { mark, markComplete, ended, onProgress, stopped, tracker } = useLectureProgress(
    courseId,
    lecture,
  );
  const media = useRef<HTMLVideoElement | null>(null);
  const resumed = useRef(false);
  const alert = mark === 'idle' ? undefined : markAlerts[mark];

  const close = () => {
    if (media.current) stopped(media.current.currentTime, true);
    onClose();
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && close()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-brand-950/70" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-1rem)] w-[min(72rem,calc(100vw-1rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl bg-white p-4 shadow-2xl sm:p-6">
          <div className="flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-xl font-bold text-brand-950 sm:text-2xl">
                {lecture.lectureName}
              </Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-muted">
                {formatDuration(lecture.duration)}
                {lecture.completed
                  ? ' · Completed'
                  : ' · Marked complete once you have watched it to the end'}
              </Dialog.Description>
            </div>
            <Dialog.Close
              className="grid size-10 shrink-0 place-items-center rounded-full text-brand-950 hover:bg-brand-50"
              aria-label="Close the player"
            >
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          {alert && (
            <FormAlert
              tone={alert.tone}
              className="mt-4"
              onRetry={mark === 'error' ? () => void markComplete() : undefined}
            >
              {alert.text}
            </FormAlert>
          )}
          <div className="mt-4 aspect-video overflow-hidden rounded-2xl bg-black">
            <ReactPlayer
              ref={media}
              src={lecture.lectureUrl}
              controls
              playing
              playsInline
              width="100%"
              height="100%"
              data-testid="lecture-video"
              onLoadedMetadata={(event) => {
                const video = event.currentTarget;
                // Resume where the learner stopped, unless that was the very end.
                if (
                  !resumed.current &&
                  lecture.position > 0 &&
                  lecture.position < video.duration - 3
                ) {
                  video.currentTime = lecture.position;
                }
                resumed.current = true;
              }}
              onTimeUpdate={(event) =>
                onProgress(event.currentTarget.currentTime, event.currentTarget.duration)
              }
              onPlay={(event) => tracker.start(event.currentTarget.currentTime)}
              onSeeking={() => tracker.stop()}
              onSeeked={(event) => {
                if (!event.currentTarget.paused) tracker.start(event.currentTarget.currentTime);
              }}
              onEnded={(event) => ended(event.currentTarget.currentTime)}
              onPause={(event) => stopped(event.currentTarget.currentTime)}
            >
              {lecture.captionsUrl && (
                <track
                  kind="captions"
                  src={lecture.captionsUrl}
                  srcLang="en"
                  label="English"
                  default
                />
              )}
            </ReactPlayer>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
