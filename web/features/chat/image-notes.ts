import type { Persona } from '../../../worker/contract/agents';

/** Said before an upload when the active model cannot see images (GET /api/config `vision: false`). */
export const NO_VISION: Record<Persona, { upload: string; note: string; attach: string }> = {
  ads: {
    upload:
      'The assistant cannot read images yet: attach your report’s CSV export (up to 2 MB) or paste its numbers, and it will audit them.',
    note: 'The assistant cannot read images yet: attach the report’s CSV export or paste the numbers instead.',
    attach: 'Attach a CSV report or an image (the assistant cannot read images yet: attach the CSV export instead)',
  },
  coach: {
    upload:
      'The assistant cannot read images yet: type out your plan or drill (players, times, distances) and it will work from that.',
    note: 'The assistant cannot read images yet: type out the plan or drill instead.',
    attach: 'Attach an image (the assistant cannot read images yet: type out the plan instead)',
  },
};

/** The attach control's name: advertisers may also attach a report's CSV export, on every plan. */
export const ATTACH_LABEL: Record<Persona, string> = {
  ads: 'Attach an image or a CSV report',
  coach: 'Attach an image',
};
