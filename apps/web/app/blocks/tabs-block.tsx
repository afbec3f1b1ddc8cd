import { useId } from 'react';
import { TabPanel } from '~/ui/tab-panel';
import { Points, twoDigits } from './card';
import { BlockIcon } from './block-icon';
import { BlockHeading, Section } from './section';
import type { TabsBlock as TabsBlockData } from './types';

/** The tabbed panel advances every 10 000 ms and holds at most six tabs. */
export const TAB_INTERVAL_MS = 10_000;
const MAX_TABS = 6;

/** The tabbed services panel: one service at a time, advancing on its own until the visitor engages. */
export function TabsBlock({ block }: { block: TabsBlockData }) {
  const id = useId();
  if (import.meta.env.DEV && block.tabs.length > MAX_TABS) {
    console.warn(
      `Tabs block "${block.heading}" has ${block.tabs.length} tabs; only ${MAX_TABS} are shown.`,
    );
  }
  const tabs = block.tabs.slice(0, MAX_TABS);
  return (
    <Section block={block} labelledBy={id}>
      <BlockHeading id={id} heading={block.heading} intro={block.intro} />
      <TabPanel
        label={block.heading}
        autoAdvanceMs={TAB_INTERVAL_MS}
        className="mt-12 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-10"
        sideClassName="min-w-0"
        listClassName="-mx-5 flex snap-x scroll-px-5 gap-3 overflow-x-auto px-5 pb-2 md:-mx-8 md:scroll-px-8 md:px-8 lg:mx-0 lg:flex-col lg:overflow-visible lg:px-0 lg:pb-0"
        tabClassName="group relative flex shrink-0 snap-start items-center gap-4 rounded-2xl border border-line bg-white px-4 py-3 text-left transition-colors hover:border-brand-300 aria-selected:border-brand-700 aria-selected:bg-brand-950 aria-selected:text-white lg:px-5 lg:py-4"
        panelClassName="flex flex-col rounded-3xl border border-line bg-white p-6 shadow-card sm:p-10"
        tabs={tabs.map((tab, i) => ({
          key: tab.title,
          tab: (
            <>
              {tab.icon && (
                <span className="hidden size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 group-aria-selected:bg-white/10 group-aria-selected:text-accent-300 lg:inline-flex">
                  <BlockIcon name={tab.icon} />
                </span>
              )}
              <span className="min-w-0">
                <span className="block font-semibold whitespace-nowrap lg:whitespace-normal">
                  {tab.title}
                </span>
                <span className="mt-0.5 hidden text-sm text-muted group-aria-selected:text-white/75 lg:block">
                  {tab.description}
                </span>
              </span>
            </>
          ),
          panel: (
            <>
              {tab.icon && (
                <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-brand-800 text-accent-300">
                  <BlockIcon name={tab.icon} className="size-7" />
                </span>
              )}
              <p className="mt-5 font-medium text-brand-700 lg:hidden">{tab.description}</p>
              <h3 className="mt-6 text-2xl font-bold text-brand-950 sm:text-3xl">
                {tab.detail.title}
              </h3>
              <p className="mt-4 text-lg text-pretty text-muted">{tab.detail.description}</p>
              {tab.detail.points && tab.detail.points.length > 0 && (
                <Points
                  points={tab.detail.points}
                  className="mt-6 space-y-2 sm:grid sm:grid-cols-2 sm:gap-x-6 sm:gap-y-3 sm:space-y-0"
                />
              )}
              <p className="mt-auto pt-8 text-sm font-semibold tabular-nums text-muted">
                <span className="text-brand-700">{twoDigits(i + 1)}</span> /{' '}
                {twoDigits(tabs.length)}
              </p>
            </>
          ),
        }))}
      />
    </Section>
  );
}
