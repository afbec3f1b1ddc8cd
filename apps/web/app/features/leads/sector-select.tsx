import * as Select from '@radix-ui/react-select';
import { Check, ChevronDown, ChevronUp } from 'lucide-react';
import type { Ref } from 'react';
import { cn } from '~/ui/cn';
import { controlClass, describedBy, FieldShell, useFieldIds } from './fields';
import type { SectorStatus } from './sectors';

interface SectorSelectProps {
  label: string;
  value: string | undefined;
  onChange: (value: string) => void;
  onBlur?: () => void;
  options: string[];
  status: SectorStatus;
  error?: string;
  name?: string;
  ref?: Ref<HTMLButtonElement>;
  className?: string;
}

/**
 * The sector dropdown: a Radix listbox (keyboard, typeahead and screen-reader support built in)
 * whose list scrolls at 15rem, the original's "60 units".
 */
export function SectorSelect(props: SectorSelectProps) {
  const { label, value, onChange, onBlur, options, status, error, name, ref, className } = props;
  const { id, errorId, hintId } = useFieldIds();
  return (
    <FieldShell {...{ id, label, error, errorId, hintId, className }}>
      <Select.Root value={value ?? ''} onValueChange={onChange} name={name}>
        <Select.Trigger
          id={id}
          ref={ref}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(error && errorId)}
          className={controlClass(
            Boolean(error),
            'flex h-12 items-center justify-between gap-3 text-left data-[placeholder]:text-muted',
          )}
        >
          <Select.Value placeholder="Select your sector" />
          <Select.Icon>
            <ChevronDown className="size-5 text-brand-700" aria-hidden="true" />
          </Select.Icon>
        </Select.Trigger>
        <Select.Portal>
          <Select.Content
            position="popper"
            sideOffset={6}
            collisionPadding={12}
            className="z-[60] flex max-h-[min(15rem,var(--radix-select-content-available-height))] w-(--radix-select-trigger-width) flex-col overflow-hidden rounded-xl border border-line bg-white shadow-card"
          >
            <Select.ScrollUpButton className="flex h-7 shrink-0 items-center justify-center text-brand-700">
              <ChevronUp className="size-4" aria-hidden="true" />
            </Select.ScrollUpButton>
            <Select.Viewport className="min-h-0 p-1.5">
              {status === 'loading' && (
                <p className="px-3 py-2.5 text-sm text-muted">Loading sectors…</p>
              )}
              {options.map((option) => (
                <Select.Item
                  key={option}
                  value={option}
                  className={cn(
                    'relative flex cursor-pointer select-none items-center rounded-lg py-2.5 pr-3 pl-9 text-sm text-ink outline-none',
                    'data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900 data-[state=checked]:font-semibold',
                  )}
                >
                  <Select.ItemIndicator className="absolute left-3 inline-flex">
                    <Check className="size-4 text-brand-700" aria-hidden="true" />
                  </Select.ItemIndicator>
                  <Select.ItemText>{option}</Select.ItemText>
                </Select.Item>
              ))}
            </Select.Viewport>
            <Select.ScrollDownButton className="flex h-7 shrink-0 items-center justify-center text-brand-700">
              <ChevronDown className="size-4" aria-hidden="true" />
            </Select.ScrollDownButton>
          </Select.Content>
        </Select.Portal>
      </Select.Root>
    </FieldShell>
  );
}
