const dateTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const date = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

export const formatDateTime = (value: string | null | undefined) =>
  value ? dateTime.format(new Date(value)) : '—';

/** A calendar date (YYYY-MM-DD) read as that day, whatever the browser's time zone. */
export const formatDate = (value: string | null | undefined) =>
  value ? date.format(new Date(`${value.slice(0, 10)}T12:00:00`)) : '—';

/** A file's size as people read it: "12 KB", "3.4 MB". */
export const fileSize = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1048576).toFixed(1)} MB`;
