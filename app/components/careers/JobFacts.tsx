/** A job's facts as a description list: "Location: New Delhi", "Experience: 2–4 years"… */
export type JobFactItem = { label: string; value: string };

export function JobFacts({ facts, className = "" }: { facts: readonly JobFactItem[]; className?: string }) {
  return (
    <dl className={`flex flex-wrap gap-x-6 gap-y-2 text-sm ${className}`}>
      {facts.map((fact) => (
        <div key={fact.label} className="flex gap-1.5">
          <dt className="font-semibold text-ink">{fact.label}:</dt>
          <dd className="text-muted">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
