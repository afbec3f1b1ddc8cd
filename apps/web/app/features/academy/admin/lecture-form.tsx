import { useId, useState, type FormEvent } from 'react';
import {
  LECTURE_VIDEO_MAX_BYTES,
  lectureUploadFieldsSchema,
  lectureUrlInputSchema,
  lectureVideoTypes,
} from '@verdantia/domain/academy/admin';
import { AdminButton } from '~/backoffice/ui';
import { FormAlert, Input, SubmitButton } from '~/ui/form';
import { useCourseEdit } from './course-api';
import { readVideoDuration } from './video-duration';

type Source = 'upload' | 'url';
const accept = Object.values(lectureVideoTypes).join(',');

/**
 * Adds a lecture to a section: a video file (streamed to the server, with progress; its length
 * read in the browser when possible) or the address of a video elsewhere.
 */
export function LectureForm({
  courseId,
  sectionId,
  onDone,
}: {
  courseId: string;
  sectionId: string;
  onDone: () => void;
}) {
  const edit = useCourseEdit(courseId, 'The lecture has been added.');
  const [source, setSource] = useState<Source>('upload');
  const [file, setFile] = useState<File>();
  const [duration, setDuration] = useState('');
  const [progress, setProgress] = useState<number>();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const radioName = useId();
  const path = `/sections/${encodeURIComponent(sectionId)}/lectures`;

  async function choose(chosen: File | undefined) {
    setFile(chosen);
    if (!chosen) return;
    if (chosen.size > LECTURE_VIDEO_MAX_BYTES) {
      setErrors({ file: `The video is larger than ${LECTURE_VIDEO_MAX_BYTES / 1024 / 1024} MB.` });
      return;
    }
    setErrors({});
    const seconds = await readVideoDuration(chosen);
    if (seconds) setDuration(String(seconds));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(undefined);
    const data = Object.fromEntries(new FormData(event.currentTarget));
    const schema = source === 'url' ? lectureUrlInputSchema : lectureUploadFieldsSchema;
    const parsed = schema.safeParse({ ...data, duration });
    const found: Record<string, string> = {};
    for (const issue of parsed.error?.issues ?? []) found[String(issue.path[0])] ??= issue.message;
    if (source === 'upload' && !file) found.file = 'Please choose a video file to upload.';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      if (source === 'url') {
        await edit.mutateAsync({ path, method: 'POST', body: parsed.data });
      } else {
        // The text fields go before the file: the server reads them while the video streams.
        const body = new FormData();
        body.append('lectureName', String(data.lectureName ?? ''));
        body.append('duration', duration);
        body.append('file', file!);
        setProgress(0);
        await edit.mutateAsync({
          path: `${path}/upload`,
          method: 'POST',
          body,
          onUploadProgress: setProgress,
        });
      }
      onDone();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : undefined);
    } finally {
      setProgress(undefined);
    }
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="grid gap-3 rounded-lg bg-page-grey/60 p-4"
    >
      {failure && <FormAlert tone="error">{failure}</FormAlert>}
      <Input
        name="lectureName"
        label="Lecture name"
        required
        density="compact"
        error={errors.lectureName}
      />
      <fieldset className="flex flex-wrap gap-4 text-sm">
        <legend className="mb-1 font-semibold text-brand-950">Video</legend>
        {(['upload', 'url'] as const).map((value) => (
          <label key={value} className="flex items-center gap-2">
            <input
              type="radio"
              name={radioName}
              checked={source === value}
              onChange={() => setSource(value)}
            />
            {value === 'upload' ? 'Upload a file' : 'Use an address'}
          </label>
        ))}
      </fieldset>
      {source === 'upload' ? (
        <Input
          type="file"
          label="Video file (MP4, WebM or Ogg, up to 500 MB)"
          accept={accept}
          density="compact"
          controlClassName="py-1.5"
          error={errors.file}
          onChange={(event) => void choose(event.currentTarget.files?.[0])}
        />
      ) : (
        <>
          <Input
            name="lectureUrl"
            label="Video address"
            required
            density="compact"
            placeholder="https://…"
            error={errors.lectureUrl}
          />
          <Input
            name="captionsUrl"
            label="Captions address (WebVTT, optional)"
            density="compact"
            error={errors.captionsUrl}
          />
        </>
      )}
      <Input
        label="Duration in seconds"
        inputMode="numeric"
        density="compact"
        hint={source === 'upload' ? 'Read from the file when possible.' : undefined}
        value={duration}
        onChange={(event) => setDuration(event.currentTarget.value)}
        error={errors.duration}
      />
      {progress !== undefined && (
        <div>
          <p className="text-sm text-muted" role="status">
            Uploading… {Math.round(progress * 100)}%
          </p>
          <progress
            max={1}
            value={progress}
            className="mt-1 h-2 w-full accent-brand-700"
            aria-label="Upload progress"
          />
        </div>
      )}
      <div className="flex gap-2">
        <SubmitButton
          density="compact"
          pending={edit.isPending}
          label="Add lecture"
          pendingLabel="Adding…"
        />
        <AdminButton tone="secondary" onClick={onDone}>
          Cancel
        </AdminButton>
      </div>
    </form>
  );
}
