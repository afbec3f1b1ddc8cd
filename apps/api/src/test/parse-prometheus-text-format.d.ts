declare module 'parse-prometheus-text-format' {
  interface Family {
    name: string;
    help: string;
    type: string;
    metrics: Array<{ value?: string; labels?: Record<string, string>; buckets?: object }>;
  }
  /** Parses the Prometheus text exposition format; throws on malformed input. */
  export default function parsePrometheusTextFormat(text: string): Family[];
}
