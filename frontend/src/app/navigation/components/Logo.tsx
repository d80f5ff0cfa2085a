export function Logo({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" role="img" aria-label="Fleetlog">
      <rect width="32" height="32" rx="7" fill="#1e88e5" />
      <path d="M6 20h20l-2.4-7.5a2 2 0 0 0-1.9-1.5H10.3a2 2 0 0 0-1.9 1.5z" fill="#fff" />
      <circle cx="11" cy="21.5" r="2.6" fill="#0d47a1" />
      <circle cx="21" cy="21.5" r="2.6" fill="#0d47a1" />
    </svg>
  );
}
