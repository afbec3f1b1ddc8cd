import { coverageDisclaimer } from '@verdantia/domain/assessment/frameworks';
import type { AssessmentResultView } from '@verdantia/domain/assessment/schemas';

/** Per framework, the share of its topics the answers address, with the topics still open. */
export function CoverageTable({ result }: { result: AssessmentResultView }) {
  return (
    <section
      aria-labelledby="coverage-title"
      className="rounded-3xl bg-white p-6 shadow-card ring-1 ring-line sm:p-8"
    >
      <h2 id="coverage-title" className="text-xl font-bold text-brand-950">
        Framework coverage
      </h2>
      <p className="mt-1 text-muted">{coverageDisclaimer}</p>
      <div className="mt-5 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">
            Share of each framework’s topics your answers address
          </caption>
          <thead>
            <tr className="border-b border-line">
              <th scope="col" className="py-2 pr-4 font-semibold">
                Framework
              </th>
              <th scope="col" className="py-2 pr-4 text-right font-semibold">
                Topics addressed
              </th>
              <th scope="col" className="py-2 font-semibold">
                Not addressed by your answers
              </th>
            </tr>
          </thead>
          <tbody>
            {result.coverage.frameworks.map((framework) => (
              <tr key={framework.id} className="border-b border-line align-top last:border-0">
                <th scope="row" className="py-3 pr-4 font-semibold">
                  {framework.title}
                  <span className="block font-normal text-muted">{framework.note}</span>
                </th>
                <td className="py-3 pr-4 text-right whitespace-nowrap tabular-nums">
                  <strong>{framework.percent}%</strong>
                  <span className="block text-muted">
                    {framework.addressed.length} of {framework.total}
                  </span>
                </td>
                <td className="py-3">
                  {framework.missing.length === 0 ? 'None' : framework.missing.join('; ')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-3 text-xs text-muted">Mapping version {result.coverage.version}.</p>
    </section>
  );
}
