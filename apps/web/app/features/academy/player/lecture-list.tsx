import * as Accordion from '@radix-ui/react-accordion';
import ChevronDown from 'lucide-react/icons/chevron-down';
import CircleCheck from 'lucide-react/icons/circle-check';
import PlayCircle from 'lucide-react/icons/play-circle';
import type { Lecture, Section } from '@verdantia/domain/academy/learner';
import { formatDuration } from './format-duration';

/** The course's sections as an accordion (all open at first), each listing its lectures. */
export function LectureList({
  sections,
  onChoose,
}: {
  sections: Section[];
  onChoose: (lecture: Lecture) => void;
}) {
  return (
    <Accordion.Root
      type="multiple"
      defaultValue={sections.map((section) => section._id)}
      className="divide-y divide-line overflow-hidden rounded-3xl bg-white shadow-card ring-1 ring-line"
    >
      {sections.map((section, i) => {
        const done = section.lectures.filter((lecture) => lecture.completed).length;
        return (
          <Accordion.Item key={section._id} value={section._id}>
            <Accordion.Header>
              <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-5 text-left hover:bg-brand-50/50 sm:px-7">
                <span>
                  <span className="block text-sm font-semibold text-brand-700">
                    Section {i + 1}
                  </span>
                  <span className="block text-lg font-bold text-brand-950">
                    {section.sectionName}
                  </span>
                </span>
                <span className="flex shrink-0 items-center gap-3 whitespace-nowrap text-sm text-muted">
                  {done}/{section.lectures.length} done
                  <ChevronDown
                    className="size-5 transition-transform group-data-[state=open]:rotate-180"
                    aria-hidden="true"
                  />
                </span>
              </Accordion.Trigger>
            </Accordion.Header>
            <Accordion.Content>
              <ul className="grid gap-1 px-3 pb-4 sm:px-5">
                {section.lectures.map((lecture) => (
                  <li key={lecture._id}>
                    <button
                      type="button"
                      onClick={() => onChoose(lecture)}
                      data-testid="lecture"
                      className="flex w-full items-center gap-3 rounded-2xl px-3 py-3 text-left hover:bg-brand-50"
                    >
                      {lecture.completed ? (
                        <CircleCheck
                          className="size-6 shrink-0 text-brand-600"
                          aria-hidden="true"
                        />
                      ) : (
                        <PlayCircle className="size-6 shrink-0 text-slate-400" aria-hidden="true" />
                      )}
                      <span className="flex-1 font-medium text-brand-950">
                        {lecture.lectureName}
                        <span className="sr-only">
                          {lecture.completed ? ' (completed)' : ' (not completed)'}
                        </span>
                      </span>
                      <span className="text-sm text-muted">{formatDuration(lecture.duration)}</span>
                    </button>
                  </li>
                ))}
              </ul>
            </Accordion.Content>
          </Accordion.Item>
        );
      })}
    </Accordion.Root>
  );
}
