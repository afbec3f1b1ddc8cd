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
