import * as Tabs from '@radix-ui/react-tabs';
import Award from 'lucide-react/icons/award';
import Sparkles from 'lucide-react/icons/sparkles';
import type { Faculty } from '~/content/academy-courses';

/** Faculty 1 or 2, one shown at a time, faculty 1 first. */
export default function FacultyToggle({ faculty }: { faculty: Faculty[] }) {
  return (
    <Tabs.Root defaultValue="1" className="mt-10">
      <Tabs.List
        aria-label="Faculty"
        className="inline-flex gap-2 rounded-full bg-white p-1.5 ring-1 ring-line"
      >
        {faculty.map((member) => (
          <Tabs.Trigger
            key={member.id}
            value={String(member.id)}
            className="h-10 rounded-full px-5 text-sm font-semibold text-brand-900 hover:bg-brand-50 data-[state=active]:bg-brand-700 data-[state=active]:text-white"
          >
            Faculty {member.id}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {faculty.map((member) => (
        <Tabs.Content
          key={member.id}
          value={String(member.id)}
          className="mt-6 grid gap-8 rounded-3xl bg-white p-8 ring-1 ring-line sm:p-10 lg:grid-cols-[1.3fr_1fr]"
        >
          <div>
            <h3 className="text-2xl font-bold text-brand-950">{member.name}</h3>
            <p className="mt-1 font-semibold text-brand-700">{member.title}</p>
            <p className="mt-4 text-lg text-muted">{member.bio}</p>
          </div>
          <div className="grid content-start gap-6">
            <div>
              <h4 className="flex items-center gap-2 font-semibold text-brand-950">
                <Award className="size-5 text-brand-600" aria-hidden="true" />
                Credentials
              </h4>
              <ul className="mt-2 list-disc space-y-1 pl-6 text-muted">
                {member.credentials.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
            <div>
              <h4 className="flex items-center gap-2 font-semibold text-brand-950">
                <Sparkles className="size-5 text-brand-600" aria-hidden="true" />
                Expertise
              </h4>
              <ul className="mt-2 flex flex-wrap gap-2">
                {member.expertise.map((item) => (
                  <li
                    key={item}
                    className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-900"
                  >
                    {item}
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
