/** The × of close and remove buttons (decorative: the button carries the name). */
export function CrossIcon({
  className = 'size-5',
  strokeWidth = 1.8,
}: {
  className?: string;
  strokeWidth?: number;
}) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={className} fill="none" stroke="currentColor">
      <path strokeWidth={strokeWidth} strokeLinecap="round" d="M6 6l12 12M18 6 6 18" />
    </svg>
  );
}
