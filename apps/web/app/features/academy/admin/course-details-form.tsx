import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import {
  courseInputSchema,
  type AdminCourse,
  type CourseFormValues,
  type CourseInput,
} from '@verdantia/domain/academy/admin';
import { ImageUploadButton } from '~/backoffice/image-upload';
import { Panel } from '~/backoffice/ui';
import { errorMessage } from '~/lib/http';
import { FormAlert, Input, SubmitButton, Textarea } from '~/ui/form';

interface CourseDetailsFormProps {
  course?: AdminCourse;
  onSave: (input: CourseInput) => Promise<unknown>;
  saveLabel: string;
}

/** Name, description and cover image of a course, checked with the server's schema. */
export function CourseDetailsForm({ course, onSave, saveLabel }: CourseDetailsFormProps) {
  const form = useForm<CourseFormValues, unknown, CourseInput>({
    resolver: zodResolver(courseInputSchema),
    defaultValues: {
      courseName: course?.courseName ?? '',
      description: course?.description ?? '',
      courseImage: course?.courseImage ?? '',
      cpdHours: String(course?.cpdHours ?? 0),
      fieldOfStudy: course?.fieldOfStudy ?? '',
      validityMonths: course?.validityMonths == null ? '' : String(course.validityMonths),
    },
  });
  const { errors, isSubmitting } = form.formState;
  const image = useWatch({ control: form.control, name: 'courseImage' });

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSave(values);
      form.reset({
        ...values,
        cpdHours: String(values.cpdHours),
        validityMonths: values.validityMonths === null ? '' : String(values.validityMonths),
      });
    } catch (error) {
      form.setError('root', { message: errorMessage(error) });
    }
  });

  return (
    <Panel className="p-5">
      <h2 className="text-base font-semibold text-brand-950">Course details</h2>
      <form onSubmit={submit} noValidate className="mt-4 grid gap-4">
        {errors.root && <FormAlert tone="error">{errors.root.message}</FormAlert>}
        <Input
          label="Course name"
          required
          density="compact"
          error={errors.courseName?.message}
          {...form.register('courseName')}
        />
        <Textarea
          label="Description"
          required
          density="compact"
          rows={4}
          error={errors.description?.message}
          {...form.register('description')}
        />
        <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
          <Input
            label="Cover image"
            required
            density="compact"
            hint="Upload an image or enter an https:// address."
            error={errors.courseImage?.message}
            {...form.register('courseImage')}
          />
          <ImageUploadButton
            label="Upload image"
            onUploaded={(url) =>
              form.setValue('courseImage', url, { shouldValidate: true, shouldDirty: true })
            }
          />
        </div>
        {image && !errors.courseImage && (
          <img
            src={image}
            alt="Preview of the cover image"
            width="240"
            height="144"
            className="aspect-[5/3] w-60 rounded-lg bg-brand-50 object-cover ring-1 ring-line"
          />
        )}
        <fieldset className="grid gap-4 sm:grid-cols-3">
          <legend className="mb-2 text-sm font-semibold text-brand-950">
            What the certificate is worth
          </legend>
          <Input
            label="CPD hours"
            inputMode="decimal"
            density="compact"
            hint="Half-hour steps; 0 for none."
            error={errors.cpdHours?.message}
            {...form.register('cpdHours')}
          />
          <Input
            label="Field of study"
            density="compact"
            hint="For example Sustainability reporting."
            error={errors.fieldOfStudy?.message}
            {...form.register('fieldOfStudy')}
          />
          <Input
            label="Valid for (months)"
            inputMode="numeric"
            density="compact"
            hint="Empty: the certificate does not expire."
            error={errors.validityMonths?.message}
            {...form.register('validityMonths')}
          />
        </fieldset>
        <div>
          <SubmitButton
            density="compact"
            pending={isSubmitting}
            label={saveLabel}
            pendingLabel="Saving…"
          />
        </div>
      </form>
    </Panel>
  );
}
