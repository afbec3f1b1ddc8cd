import * as Tabs from '@radix-ui/react-tabs';
import { CheckIcon as Check } from '~/ui/icons/control-icons';
import type { GreenHubTab } from '~/content/academy-landing';

/** GreenHub's three tabs, one selected at a time, the first by default (arrow keys move). */
export default function GreenHubTabs({ tabs }: { tabs: GreenHubTab[] }) {
  return (
    <Tabs.Root defaultValue={tabs[0]?.value} className="mt-10">
      <Tabs.List
        aria-label="GreenHub"
        className="flex flex-wrap gap-2 rounded-3xl bg-white p-2 ring-1 ring-line sm:inline-flex sm:rounded-full"
      >
        {tabs.map((tab) => (
          <Tabs.Trigger
            key={tab.value}
            value={tab.value}
            className="h-11 flex-1 rounded-full px-5 text-sm font-semibold whitespace-nowrap text-brand-900 hover:bg-brand-50 data-[state=active]:bg-brand-700 data-[state=active]:text-white sm:flex-none"
          >
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content
          key={tab.value}
          value={tab.value}
          className="mt-6 grid gap-8 rounded-3xl bg-white p-8 ring-1 ring-line sm:p-10 lg:grid-cols-2"
        >
          <div>
            <h3 className="text-2xl font-bold text-brand-950">{tab.title}</h3>
            <p className="mt-3 text-lg text-muted">{tab.text}</p>
          </div>
          <ul className="grid content-start gap-3">
            {tab.points.map((point) => (
              <li key={point} className="flex gap-3 text-brand-950">
                <Check className="mt-1 size-5 shrink-0 text-brand-600" aria-hidden="true" />
                {point}
              </li>
            ))}
          </ul>
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
