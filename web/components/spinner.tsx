import { LoaderCircle } from 'lucide-react';

export function Spinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div role="status" className="flex h-full w-full items-center justify-center p-6">
      <LoaderCircle aria-hidden className="size-7 animate-spin text-blue-600" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
