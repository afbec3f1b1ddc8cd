import { trustlinkMessages } from '@verdantia/domain/trustlink/messages';
import { useState, type FormEvent } from 'react';
import { errorMessage, HttpError } from '~/lib/http';
import { FormAlert } from '~/ui/form/form-alert';
import { Input } from '~/ui/form/inputs';
import { SubmitButton } from '~/ui/form/submit-button';
import { LastingMessage } from '../lasting-message';
import { useTimedMessage } from '../use-timed-message';
import { translateMessage } from '../i18n/translate-message';
import { useReporterText } from '../i18n/reporter-text';
import { followUp, type FollowUpRecord } from './follow-up-api';

/** How long a failed login's message stays on screen. */
const ERROR_MS = 4000;

/** The login view: interaction ID and PIN, both required (checked by the browser). */
export function FollowUpLogin({ onSuccess }: { onSuccess: (record: FollowUpRecord) => void }) {
  const { text } = useReporterText();
  const t = text.followUp;
  const [intId, setIntId] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const banner = useTimedMessage(ERROR_MS);

  async function submit(event: FormEvent) {
    event.preventDefault();
    banner.clear();
    setPending(true);
    try {
      onSuccess(await followUp(intId.trim(), password));
    } catch (error) {
      // A wrong ID or PIN answers "not authorized user"; anything else (the lockout above all,
      // also a 401 on the attempt that locks) says why itself.
      const wrong =
        error instanceof HttpError &&
        error.status === 401 &&
        error.message === trustlinkMessages.notAuthorized;
      banner.show(
        translateMessage(wrong ? trustlinkMessages.invalidCredentials : errorMessage(error), text),
      );
      setPending(false);
    }
  }

  return (
    <form
      onInput={banner.acknowledge}
      onSubmit={(event) => void submit(event)}
      className="mx-auto max-w-md space-y-5 py-2"
    >
      <p className="text-muted">{t.loginLead}</p>
      <Input
        label={t.id}
        required
        autoFocus
        inputMode="numeric"
        autoComplete="off"
        maxLength={32}
        value={intId}
        onChange={(event) => setIntId(event.target.value)}
      />
      <Input
        label={t.pin}
        type="password"
        required
        autoComplete="current-password"
        maxLength={128}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      {banner.message && <FormAlert tone="error">{banner.message}</FormAlert>}
      <LastingMessage text={banner.lasting} />
      <SubmitButton
        pending={pending}
        label={t.submit}
        pendingLabel={t.checking}
        className="w-full"
      />
    </form>
  );
}
