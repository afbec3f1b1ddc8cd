import { REMARK_MAX_LENGTH } from '@verdantia/domain/trustlink/constants';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '~/lib/http';
import { FormAlert } from '~/ui/form/form-alert';
import { Textarea } from '~/ui/form/inputs';
import { SubmitButton } from '~/ui/form/submit-button';
import { EvidenceField } from '../submit/evidence-field';
import { LastingMessage } from '../lasting-message';
import { useTimedMessage } from '../use-timed-message';
import { translateMessage } from '../i18n/translate-message';
import { useReporterText } from '../i18n/reporter-text';
import { sendRemark, type FollowUpRecord } from './follow-up-api';

/** The reporter's answer: a remark, and one optional file. */
export function RemarkForm({ onSent }: { onSent: (record: FollowUpRecord) => void }) {
  const { text } = useReporterText();
  const t = text.followUp.remark;
  const [body, setBody] = useState('');
  const [file, setFile] = useState<File>();
  const [fileError, setFileError] = useState<string>();
  const [fieldError, setFieldError] = useState<string>();
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState(false);
  const banner = useTimedMessage(4000);

  async function submit(event: FormEvent) {
    event.preventDefault();
    banner.clear();
    setSent(false);
    if (!body.trim()) return setFieldError(text.validation.required);
    if (fileError) return;
    setFieldError(undefined);
    setPending(true);
    try {
      onSent(await sendRemark(body.trim(), file));
      setBody('');
      setFile(undefined);
      setSent(true);
    } catch (error) {
      banner.show(translateMessage(errorMessage(error), text));
    } finally {
      setPending(false);
    }
  }

  return (
    <form
      onInput={banner.acknowledge}
      onSubmit={(event) => void submit(event)}
      noValidate
      className="space-y-4"
    >
      <Textarea
        label={t.label}
        required
        rows={4}
        maxLength={REMARK_MAX_LENGTH}
        value={body}
        error={fieldError}
        hint={t.hint}
        onChange={(event) => setBody(event.target.value)}
      />
      <EvidenceField
        key={sent ? 'sent' : 'open'}
        label={text.evidence.remarkLabel}
        file={file}
        error={fileError}
        onChange={(chosen, problem) => {
          setFile(problem ? undefined : chosen);
          setFileError(problem);
        }}
      />
      {banner.message && <FormAlert tone="error">{banner.message}</FormAlert>}
      <LastingMessage text={banner.lasting} />
      {sent && <FormAlert tone="success">{t.sent}</FormAlert>}
      <SubmitButton pending={pending} label={t.send} pendingLabel={t.sending} />
    </form>
  );
}
