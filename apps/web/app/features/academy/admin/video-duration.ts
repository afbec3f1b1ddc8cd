/** Reads a video file's length in whole seconds in the browser; undefined when it cannot. */
export function readVideoDuration(file: File): Promise<number | undefined> {
  return new Promise((resolve) => {
    const video = document.createElement('video');
    const url = URL.createObjectURL(file);
    const done = (seconds?: number) => {
      URL.revokeObjectURL(url);
      resolve(seconds && Number.isFinite(seconds) ? Math.max(1, Math.round(seconds)) : undefined);
    };
    video.preload = 'metadata';
    video.onloadedmetadata = () => {
      if (video.duration !== Infinity) return done(video.duration);
      // A streamed WebM names no length in its header: seeking past the end makes the browser
      // find it.
      video.ondurationchange = () => video.duration !== Infinity && done(video.duration);
      video.currentTime = Number.MAX_SAFE_INTEGER;
    };
    video.onerror = () => done();
    video.src = url;
  });
}
